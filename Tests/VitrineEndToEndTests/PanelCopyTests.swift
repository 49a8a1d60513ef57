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
        var differing = 0
        for y in Self.panel.minY..<Self.panel.maxY {
            for x in Self.panel.minX..<Self.panel.maxX {
                let start = (y * saved.width + x) * 4
                let apart = (0..<4).map { abs(Int(saved.bytes[start + $0]) - Int(drawn.bytes[start + $0])) }.max() ?? 0
                if apart > 1 { differing += 1 }
            }
        }
        #expect(differing == 0, "\(differing) pixels of the panel differ between the saved frame and a fresh one")
    }
}
