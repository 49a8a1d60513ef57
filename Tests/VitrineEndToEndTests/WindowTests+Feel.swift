import Foundation
import Testing
import VitrineGeometry
import VitrineSDL
import VitrineTestSupport

/// The feel under a real hand: xdotool's pointer in the X window, the motion read back from the
/// run's `--profile` once the window has quit.
extension WindowTests {
    /// Opens `preset` with a profile, once its center pixel shows what a headless first frame
    /// shows there; returns the process, the window and the profile's path.
    func openWithProfile(_ preset: String) throws -> (Process, windowID: String, profile: String) {
        let shot = CommandRunner.temporaryPath("\(preset)-first.png")
        _ = try CommandRunner.vitrine(["--headless", "--preset", preset, "--frames", "2", "--screenshot", shot])
        let color = try Bitmap(contentsOfFile: shot)[640, 330]
        let profile = CommandRunner.temporaryPath("\(preset)-window.csv")
        let (process, windowID, _) = try openWindow(
            ["--preset", preset, "--profile", profile], readyAt: (640, 330),
            color: color)
        return (process, windowID, profile)
    }

    /// Quits and reads every frame's offset and focused item from the profile.
    func quitAndReadProfile(_ process: Process, windowID: String, profile: String) throws -> [CommandRunner.ProfiledFrame] {
        try quit(process, windowID: windowID)
        return try CommandRunner.profiledFrames(csv: String(contentsOfFile: profile, encoding: .utf8))
    }

    @Test func aClickOnACardBringsItToTheCenter() throws {
        let (process, windowID, profile) = try openWithProfile("coverflow")
        // Card 1 lies right of the front card, turned; click it.
        try click(775, 360, in: windowID)
        _ = try captureAtRest(windowID)
        let frames = try quitAndReadProfile(process, windowID: windowID, profile: profile)
        #expect(frames.last?.focusedItem == 1)
        #expect(isClose(try #require(frames.last?.offset), FeelTests.coverflowPeriod, tolerance: 1e-9))
    }

    @Test func aDragOf100PointsMovesTheContent96() throws {
        let (process, windowID, profile) = try openWithProfile("simple-horizontal")
        try xdotool(["mousemove", "--window", windowID, "800", "400", "mousedown", "1"])
        for x in stride(from: 790, through: 700, by: -10) {
            try xdotool(["mousemove", "--window", windowID, "\(x)", "400"])
        }
        // Held still before letting go, so that nothing flings.
        Thread.sleep(forTimeInterval: 0.3)
        try xdotool(["mouseup", "1"])
        _ = try captureAtRest(windowID)
        let frames = try quitAndReadProfile(process, windowID: windowID, profile: profile)
        #expect(frames.last?.offset == 96)
    }
}

extension WindowTests {
    /// At 400 × 300 the panel shows 9 of its rows and the help one column: the wheel over them
    /// scrolls them (the picture changes where they are) and never the scene (its offset stays).
    // At 400 × 300 the panel and the help do not fit: the wheel over them scrolls them, and
    // enough notches reach their last row, where the picture is the headless run's of the same
    // notches (the rows' end, as `PanelScrollTests` and `HelpScrollTests` place it) and further
    // notches change nothing. The scene under them never scrolls.
    @Test func aSmallWindowsPanelAndHelpScrollWithTheWheel() throws {
        let shot = CommandRunner.temporaryPath("small-first.png")
        _ = try CommandRunner.vitrine([
            "--headless", "--preset", "coverflow", "--width", "400", "--height", "300",
            "--frames", "2", "--screenshot", shot,
        ])
        let color = try Bitmap(contentsOfFile: shot)[200, 150]
        let profile = CommandRunner.temporaryPath("small-window.csv")
        let (process, windowID, _) = try openWindow(
            [
                "--preset", "coverflow", "--width", "400", "--height", "300",
                "--profile", profile,
            ], readyAt: (200, 150), color: color, width: 400)
        // The panel docks in the right half (x 200…400); the help covers the window.
        for (overlay, x) in [("Tab", 218), ("F1", 18)] {
            let rows = (x: (x + 2)..<380, y: 60..<280)
            try press(overlay, in: windowID)
            let before = try captureAtRest(windowID)
            // Over the panel's left margin (x 212…224), where the wheel scrolls whatever row
            // passes (over a number it would step the number); anywhere over the help.
            try xdotool(["mousemove", "--window", windowID, "\(x)", "200", "click", "--repeat", "16", "--delay", "30", "5"])
            let end = try captureAtRest(windowID)
            #expect(Self.changedShare(before, end, x: rows.x, y: rows.y) > 0.02, "\(overlay): nothing scrolled")
            try xdotool(["click", "--repeat", "4", "--delay", "30", "5"])
            let further = try captureAtRest(windowID)
            #expect(Self.changedShare(end, further, x: rows.x, y: rows.y) == 0, "\(overlay): scrolled past the last row")
            let script = ["0 key \(overlay)", "10 move \(x) 200"] + (0..<20).map { "\(20 + 10 * $0) wheel 0 -1" }
            let headless = try CommandRunner.headlessShots(
                ["--preset", "coverflow", "--width", "400", "--height", "300"],
                script: script, at: [1500])[0]
            #expect(
                Self.changedShare(headless, further, x: rows.x, y: rows.y) < 0.01,
                "\(overlay): the window's last rows differ from the headless run's")
            try press(overlay, in: windowID)
        }
        let frames = try quitAndReadProfile(process, windowID: windowID, profile: profile)
        #expect(frames.allSatisfy { $0.offset == 0 })
    }
}
