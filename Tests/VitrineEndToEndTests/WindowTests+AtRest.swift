import Foundation
import Testing
import VitrineGeometry
import VitrineSDL
import VitrineTestSupport

/// A window draws a frame only when it would show something else: at rest it draws nothing,
/// yet whatever changes (a key, a window uncovered, a picture decoded) is drawn.
extension WindowTests {
    /// A point of `coverflow`'s front card at 1280 × 720, left of its number.
    static let coverflowFrontPoint = (x: 560, y: 300)

    // After a glide, the frames drawn at its last offset are the few of its end, the one that
    // draws the window again once X has mapped it anew, and the quit's: not one a frame for the
    // two seconds the window rests (some 120 before windows rested).
    @Test func aWindowAtRestDrawsNoFramesYetDrawsAgainWhenMapped() throws {
        let profile = CommandRunner.temporaryPath("at-rest.csv")
        let (process, windowID, _) = try openWindow(
            ["--preset", "coverflow", "--profile", profile], readyAt: Self.coverflowFrontPoint, color: Self.coral)
        try press("Right", in: windowID)
        let atRest = try captureAtRest(windowID)
        Thread.sleep(forTimeInterval: 2)
        // Unmapped, the window loses its pixels (X keeps none for it); mapped again, it is drawn
        // as it was.
        try xdotool(["windowunmap", "--sync", windowID])
        try xdotool(["windowmap", "--sync", windowID])
        let below = (x: 0..<1280, y: 60..<720)
        let mapped = try capture(windowID) { Self.changedShare(atRest, $0, x: below.x, y: below.y) == 0 }
        #expect(Self.changedShare(atRest, mapped, x: below.x, y: below.y) == 0, "not drawn again once mapped")
        try quit(process, windowID: windowID)
        let frames = try CommandRunner.profiledFrames(csv: String(contentsOfFile: profile, encoding: .utf8))
        let last = try #require(frames.last?.offset)
        #expect(isClose(last, FeelTests.coverflowPeriod, tolerance: 1e-9))
        let drawnAtRest = frames.filter { $0.offset == last }.count
        #expect(drawnAtRest >= 3 && drawnAtRest < 20, "\(drawnAtRest) frames drawn at the glide's end")
    }

    // The window is at rest while a picture decodes; the frame its texture comes in is drawn.
    @Test func aPictureDecodedWhileTheWindowRestsIsDrawn() throws {
        let folder = try CommandRunner.temporaryFolder("at-rest-pictures")
        let green = RGBA8(red: 0x20, green: 0xC0, blue: 0x40)
        let bytes = [[UInt8]](repeating: [green.red, green.green, green.blue, 255], count: 400 * 300).flatMap { $0 }
        try #require(Bitmap(width: 400, height: 300, bytes: bytes)).writePNG(to: "\(folder)/green.png")
        // Ready once the front card shows the picture rather than its coral fill.
        let (process, windowID, _) = try openWindow(
            ["--preset", "coverflow", "--images", folder], readyAt: Self.coverflowFrontPoint, color: green)
        try quit(process, windowID: windowID)
    }
}
