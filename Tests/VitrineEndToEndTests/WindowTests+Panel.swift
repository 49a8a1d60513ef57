import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

/// The panel, the preset hotkeys and a presets file edited while the window runs. Cards of
/// `simple-horizontal` at 1280 × 720 are 226.8 × 302.4 points, 242.8 apart; card 1 sits at
/// x = 882.8, at rate 242.8/640 = 0.379 of the half-width.
extension WindowTests {
    static let coral = ShowcasePresetTests.coral, orange = ShowcasePresetTests.orange
    static let background = RGBA8(red: 0x16, green: 0x16, blue: 0x1D)

    /// The share of pixels in `rect` (x and y ranges) that differ between two frames.
    static func changedShare(_ a: Bitmap, _ b: Bitmap, x: Range<Int>, y: Range<Int>) -> Double {
        var changed = 0
        for row in y { for column in x where a[column, row] != b[column, row] { changed += 1 } }
        return Double(changed) / Double(x.count * y.count)
    }

    func click(_ x: Int, _ y: Int, in windowID: String) throws {
        try xdotool(["mousemove", "--window", windowID, "\(x)", "\(y)", "click", "1"])
    }

    @Test func tabOpensThePanelAndTheSceneGoesOnScrolling() throws {
        let (process, windowID, before) = try openWindow(
            ["--preset", "simple-horizontal"], readyAt: (640, 330),
            color: Self.coral)
        try press("Tab", in: windowID)
        let open = try capture(windowID) { Self.changedShare(before, $0, x: 900..<1256, y: 64..<400) > 0.95 }
        // The panel docks in the column x 876...1280 (its box 888...1268 from y 52); the scene
        // lays out again left of it, card 0 centered at x 438; the column below the rows is the
        // window's color, as the window was there. Of simple-horizontal's 29 rows the first 26
        // fit (y 64...688, the panel's bottom at 708 less half a margin), the box ending a
        // margin below them, at 700.
        #expect(Self.changedShare(before, open, x: 900..<1256, y: 64..<400) > 0.95)
        #expect(open[438, 330] == Self.coral && open[860, 330] != Self.coral)
        #expect(Self.changedShare(before, open, x: 910..<1280, y: 702..<720) == 0)
        // A wheel notch left of the panel still scrolls: card 1 comes to the center.
        #expect(try turnWheelOneNotchForward(in: windowID)[438, 330] == Self.orange)
        // Tab again closes it: the corner it covered is background again.
        #expect(try capture(windowID)[1250, 100] != Self.background)
        try press("Tab", in: windowID)
        #expect(try capture(windowID) { $0[1250, 100] == Self.background }[1250, 100] == Self.background)
        try quit(process, windowID: windowID)
    }

    @Test func theWheelOverThePanelLeavesTheSceneAlone() throws {
        let (process, windowID, before) = try openWindow(
            ["--preset", "simple-horizontal"], readyAt: (640, 330),
            color: Self.coral)
        try press("Tab", in: windowID)
        _ = try capture(windowID) { Self.changedShare(before, $0, x: 900..<1256, y: 64..<400) > 0.95 }
        // A notch over the panel's rows: SDL's wheel event says where the pointer is, and the
        // scene stays on card 0, centered left of the panel at x 438.
        try xdotool(["mousemove", "--window", windowID, "1078", "200", "click", "5"])
        #expect(try captureAtRest(windowID)[438, 330] == Self.coral)
        // A notch beside the panel then moves one card, not two: card 1 (orange) is centered.
        Thread.sleep(forTimeInterval: 0.7)
        #expect(try turnWheelOneNotchForward(in: windowID)[438, 330] == Self.orange)
        try quit(process, windowID: windowID)
    }

    @Test func pathKeyAndPanelClicksMoveCardsOntoTheNewPath() throws {
        let (process, windowID, straight) = try openWindow(
            ["--preset", "simple-horizontal"], readyAt: (640, 330),
            color: Self.coral)
        // Straight: card 1 spans y 208.8...511.2.
        #expect(straight[870, 220] == Self.orange && straight[870, 190] != Self.orange)
        try press("p", in: windowID)
        // Circle: y = 360 + (cos(0.379 · π/2) − 1) · 360 = 297.9, so card 1 spans 146.7...449.1.
        let circle = try capture(windowID) { $0[870, 150] == Self.orange }
        #expect(circle[870, 150] == Self.orange && circle[870, 460] != Self.orange)
        // With the panel open the scene lays out in the 876 points left of it, card 1 at rate
        // 242.8 / 438 = 0.554, centered at x 680.8. A click on the Path row (y 208...232, below
        // the Undo and Redo row) opens the list of paths beside the panel (x 652...882, from
        // y 208: straight, circle, wave, linear, 22 points a line after 6 of margin), and a
        // click on "wave" (y 258...280) picks it: y = 360 + 0.5 · sin(0.554 · π/2) · 360 = 498.2,
        // so card 1 spans 347.0...649.4.
        try press("Tab", in: windowID)
        try click(1000, 220, in: windowID)
        try click(760, 269, in: windowID)
        let wave = try capture(windowID) { $0[680, 630] == Self.orange }
        #expect(wave[680, 630] == Self.orange && wave[680, 330] != Self.orange)
        try quit(process, windowID: windowID)
    }

    // A drag of 100 points on coverflow's `spacing` (its row at y 640...664, the 25th: six rows
    // above the settings, fifteen settings (the window's Time and Motion last), the Numbers
    // heading, the transform's note and `tilt`) with the mouse
    // spreads the side cards: the scene left of the center changes.
    @Test func aDragOnAPanelNumberChangesTheScene() throws {
        let (process, windowID, _) = try openWindow(["--preset", "coverflow"], readyAt: (640, 330), color: Self.coral)
        try press("Tab", in: windowID)
        let before = try captureAtRest(windowID)
        try xdotool(["mousemove", "--window", windowID, "960", "652", "mousedown", "1"])
        for x in stride(from: 970, through: 1060, by: 10) {
            try xdotool(["mousemove", "--window", windowID, "\(x)", "652"])
        }
        try xdotool(["mouseup", "1"])
        let after = try capture(windowID) { Self.changedShare(before, $0, x: 0..<320, y: 200..<520) > 0.05 }
        #expect(Self.changedShare(before, after, x: 0..<320, y: 200..<520) > 0.05)
        // The center card stays where it was, centered left of the panel at x 438.
        #expect(after[438, 330] == Self.coral)
        try quit(process, windowID: windowID)
    }

    // Typed through the real keyboard (SDL's text input): a double-click on `spacing` opens its
    // field, "1.5" and Enter set it; Ctrl+S, a name and Enter save the tuned scene into the
    // presets file, which then holds it.
    @Test func aTypedNumberIsSavedAsAPresetWithTheKeyboard() throws {
        let path = CommandRunner.temporaryPath("typed-presets.json")
        try "{ \"presets\": [] }\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: path + ".bak")
        }
        let (process, windowID, _) = try openWindow(
            ["--preset", "coverflow", "--presets", path], readyAt: (640, 330),
            color: Self.coral)
        try press("Tab", in: windowID)
        try xdotool(["mousemove", "--window", windowID, "1000", "652", "click", "--repeat", "2", "--delay", "80", "1"])
        try xdotool(["type", "--delay", "50", "1.5"])
        try press("Return", in: windowID)
        try press("ctrl+s", in: windowID)
        try xdotool(["type", "--delay", "40", "typed-wide"])
        try press("Return", in: windowID)
        var saved = ""
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            saved = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if saved.contains("typed-wide") { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(saved.contains("\"name\": \"typed-wide\"") && saved.contains("\"spacing\": 1.5"), "\(saved)")
        try quit(process, windowID: windowID)
    }

    @Test func presetKeysSwitchPresets() throws {
        let (process, windowID, _) = try openWindow(
            ["--preset", "simple-horizontal"], readyAt: (640, 330),
            color: Self.coral)
        // F12 starts `circle`: card 1 rises onto the circle (see above).
        try press("F12", in: windowID)
        #expect(try capture(windowID) { $0[870, 150] == Self.orange }[870, 150] == Self.orange)
        // F4 starts the Parallax story: its blue card at (0.3 · 1280, 0.55 · 720 − 60).
        try press("F4", in: windowID)
        let blue = RGBA8(red: 0x25, green: 0x63, blue: 0xEB)
        #expect(try capture(windowID) { $0[384, 336] == blue }[384, 336] == blue)
        try quit(process, windowID: windowID)
    }

    @Test func aBrokenPresetsFileIsShownAndAFixedOneApplied() throws {
        let file = CommandRunner.temporaryPath("live-presets.json")
        try #"{"presets": [{"name": "mine", "scene": "showcase", "base": "simple-horizontal"}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let (process, windowID, _) = try openWindow(
            ["--presets", file, "--preset", "mine"], readyAt: (640, 330),
            color: Self.coral)
        try #"{"presets": [{"name": "mine", "scene": "showcase", "path": {"type": "circle", "angle": 9}}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let broken = try capture(windowID) { $0[16, 670].red > 120 }
        // The problem is shown in a red box in a band along the bottom, the scene laid out above
        // it (card 0 still centered, card 1 beside it)…
        let box = broken[16, 670]
        #expect(box.red > 120 && box.green < 50, "\(box)")
        #expect(broken[640, 330] == Self.coral && broken[870, 220] == Self.orange)
        // …and goes on scrolling.
        try xdotool(["mousemove", "--window", windowID, "640", "360", "click", "5"])
        let scrolled = try capture(windowID) { $0[640, 330] == Self.orange }
        #expect(scrolled[640, 330] == Self.orange, "\(scrolled[640, 330]), \(scrolled[16, 670])")
        // Fixed: the running preset starts again on the circle, card 1 still centered, so
        // card 0 rises on the left as card 1 did on the right.
        try #"{"presets": [{"name": "mine", "scene": "showcase", "path": {"type": "circle"}}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let fixed = try capture(windowID) { $0[410, 150] == Self.coral && $0[16, 670].red < 100 }
        #expect(fixed[640, 330] == Self.orange && fixed[410, 150] == Self.coral)
        #expect(fixed[16, 670].red < 100)
        try quit(process, windowID: windowID)
    }
}
