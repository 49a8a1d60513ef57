import Foundation
import Testing
import VitrineSDL

/// The panel kept as pixels while it holds still, from the real binary. The frame S saves is
/// read back from what was drawn, so it shows the panel as copied from its texture; the
/// screenshot of the last frame is drawn afresh, without the texture.
@Suite("The panel's kept pixels, from the real binary")
struct PanelCopyTests {
    /// The panel's box at 1280 × 720: x = 888…1268 from y = 52 down to its last row.
    static let panel = (minX: 888, maxX: 1268, minY: 52, maxY: 700)

    /// The differing pixels of the panel's box between two frames, by more than a level.
    static func panelPixelsApart(_ saved: Bitmap, _ drawn: Bitmap) -> Int {
        var differing = 0
        for y in panel.minY..<panel.maxY {
            for x in panel.minX..<panel.maxX {
                let start = (y * saved.width + x) * 4
                let apart = (0..<4).map { abs(Int(saved.bytes[start + $0]) - Int(drawn.bytes[start + $0])) }.max() ?? 0
                if apart > 1 { differing += 1 }
            }
        }
        return differing
    }

    /// On `drawn-curves` the cards' masks of ever-new sizes fill their rows every second or so
    /// and start afresh: the panel's rows get their masks and glyphs in new places, and its
    /// texture, copied all along, is not drawn again for that, only for a row that changed (L:
    /// Looping off). Through drags, wheel turns and a step, the frame S saves shows the panel as
    /// a fresh frame draws it.
    @Test func thePanelCopiedThroughTheAtlasStartingAfreshShowsWhatAFreshFrameDraws() throws {
        let directory = try CommandRunner.temporaryFolder("panel-copy-restarts")
        let script = directory + "/input.txt"
        let input = [
            "0 key Tab", "300 down 700 420", "316 move 600 420", "332 move 500 420", "348 move 400 420", "350 up 400 420",
            "1500 down 640 560", "1516 move 640 480", "1532 move 640 400", "1548 move 640 320", "1550 up 640 320",
            "1800 key L", "2200 wheel 0 -2", "2600 key Right", "3000 wheel 0 3", "3400 key S", "3600 quit",
        ]
        try (input.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let run = try CommandRunner.vitrine(
            [
                "--headless", "--preset", "drawn-curves", "--script", script, "--profile", directory + "/profile.csv",
                "--screenshot", directory + "/drawn.png",
            ],
            directory: directory)
        #expect(run.status == 0, "\(run.standardError)")
        // The masks filled their rows more than once before S: frames that made 28 or more.
        let rows = try String(contentsOfFile: directory + "/profile.csv", encoding: .utf8).split(separator: "\n")
        let maskColumn = try #require(rows.first?.split(separator: ",").firstIndex(of: "masks"))
        let busyFrames = rows.dropFirst().filter { (Int($0.split(separator: ",")[maskColumn]) ?? 0) >= 28 }
        #expect(busyFrames.count >= 3, "\(busyFrames.count) frames made 28 masks or more")
        let saved = try Bitmap(contentsOfFile: directory + "/vitrine-drawn-curves-1.png")
        let drawn = try Bitmap(contentsOfFile: directory + "/drawn.png")
        #expect(saved.width == 1280 && saved.height == 720 && drawn.width == 1280 && drawn.height == 720)
        let differing = Self.panelPixelsApart(saved, drawn)
        #expect(differing == 0, "\(differing) pixels of the panel differ between the saved frame and a fresh one")
    }

    /// With the inspector and the motion lab open, E hides the curve editor: the cards grow,
    /// their new masks find no room beside the last frame's, and that frame is built twice.
    /// The row "Edit curves" changed in the first build only; the panel then kept showing
    /// "on" from its texture while the editor was gone.
    @Test func aRowChangedInAFrameBuiltTwiceShowsItsNewValue() throws {
        let directory = try CommandRunner.temporaryFolder("panel-copy")
        let script = directory + "/keys.txt"
        try "500 key Tab\n800 key I\n1100 key M\n1400 key E\n2500 key S\n3000 quit\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        let run = try CommandRunner.vitrine(
            ["--headless", "--preset", "drawn-curves", "--script", script, "--screenshot", directory + "/drawn.png"],
            directory: directory)
        #expect(run.status == 0, "\(run.standardError)")
        let saved = try Bitmap(contentsOfFile: directory + "/vitrine-drawn-curves-1.png")
        let drawn = try Bitmap(contentsOfFile: directory + "/drawn.png")
        #expect(saved.width == 1280 && saved.height == 720 && drawn.width == 1280 && drawn.height == 720)
        // A copy lands within a level of the triangles where the panel is translucent.
        let differing = Self.panelPixelsApart(saved, drawn)
        #expect(differing == 0, "\(differing) pixels of the panel differ between the saved frame and a fresh one")
    }
}
