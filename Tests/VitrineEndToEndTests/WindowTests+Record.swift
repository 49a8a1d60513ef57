import Foundation
import Testing
import VitrineSDL

/// A real session under X recorded with `--record-input`, replayed headless.
extension WindowTests {
    // xdotool drags and flings coverflow, turns the wheel two notches and presses Right, with
    // the status line hidden; the window's own last frame (--screenshot, read back from the
    // renderer) and the headless replay of the recorded file are the same picture, to the byte,
    // and the scene ends at the same offset and card.
    @Test func aRecordedWindowSessionReplaysHeadlessToTheSameLastFrame() throws {
        let recorded = CommandRunner.temporaryPath("session.txt")
        let windowShot = CommandRunner.temporaryPath("window-last.png"),
            replayShot = CommandRunner.temporaryPath("replay-last.png")
        let windowProfile = CommandRunner.temporaryPath("window.csv"), replayProfile = CommandRunner.temporaryPath("replay.csv")
        let first = CommandRunner.temporaryPath("coverflow-first.png")
        _ = try CommandRunner.vitrine(["--headless", "--preset", "coverflow", "--frames", "2", "--screenshot", first])
        let (process, windowID, _) = try openWindow(
            ["--preset", "coverflow", "--record-input", recorded, "--screenshot", windowShot, "--profile", windowProfile],
            readyAt: (640, 330), color: try Bitmap(contentsOfFile: first)[640, 330])
        try press("h", in: windowID)
        try xdotool(["mousemove", "--window", windowID, "900", "360", "mousedown", "1"])
        for x in stride(from: 860, through: 560, by: -60) {
            try xdotool(["mousemove", "--window", windowID, "\(x)", "360"])
        }
        try xdotool(["mouseup", "1"])
        _ = try captureAtRest(windowID)
        try xdotool(["mousemove", "--window", windowID, "640", "360", "click", "5", "click", "5"])
        _ = try captureAtRest(windowID)
        try press("Right", in: windowID)
        _ = try captureAtRest(windowID)
        try quit(process, windowID: windowID)

        let text = try String(contentsOfFile: recorded, encoding: .utf8)
        #expect(text.contains("\n0 resize 1280 720\n"))
        #expect(text.contains(" down 900 360\n") && text.contains(" up 560 360\n"))
        #expect(text.components(separatedBy: " wheel 0 -1 640 360\n").count == 3, "two notches")
        #expect(text.contains(" keydown Right\n") && text.contains(" keydown Q\n"), "the keys, Q last")
        let replay = try CommandRunner.vitrine([
            "--headless", "--preset", "coverflow", "--script", recorded,
            "--screenshot", replayShot, "--profile", replayProfile,
        ])
        #expect(replay.status == 0, "\(replay.standardError)")
        let same = try Bitmap(contentsOfFile: windowShot) == Bitmap(contentsOfFile: replayShot)
        #expect(same, "the replay's last frame is the window's")
        let windowLast = try CommandRunner.profiledFrames(csv: String(contentsOfFile: windowProfile, encoding: .utf8)).last
        let replayLast = try CommandRunner.profiledFrames(csv: String(contentsOfFile: replayProfile, encoding: .utf8)).last
        #expect(windowLast?.offset != nil && windowLast?.offset == replayLast?.offset)
        #expect(windowLast?.focusedItem == replayLast?.focusedItem)
    }
}
