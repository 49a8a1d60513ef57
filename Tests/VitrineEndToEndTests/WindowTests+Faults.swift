import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

/// The window taken to extremes: shrunk to one pixel and back, hidden and shown again (what a
/// window manager does to minimize and restore; Xvfb has none to ask), no OpenGL driver.
extension WindowTests {
    @Test func aOnePixelWindowComesBackWhole() throws {
        let (process, windowID, before) = try openWindow(
            ["--preset", "simple-horizontal"], readyAt: (640, 330),
            color: Self.coral)
        try xdotool(["windowsize", "--sync", windowID, "1", "1"])
        _ = try capture(windowID) { $0.width == 1 && $0.height == 1 }
        try xdotool(["windowsize", "--sync", windowID, "1280", "720"])
        let after = try capture(windowID) {
            $0.width == 1280 && $0.height == 720 && Self.changedShare(before, $0, x: 0..<1280, y: 60..<720) == 0
        }
        #expect(after.width == 1280 && after.height == 720)
        // The same cards in the same places as before (the status line's rate may differ).
        #expect(Self.changedShare(before, after, x: 0..<1280, y: 60..<720) == 0)
        try quit(process, windowID: windowID)
    }

    @Test func aHiddenWindowSleepsAndWakesUp() throws {
        let (process, windowID, _) = try openWindow(
            ["--preset", "simple-horizontal"], readyAt: (640, 330),
            color: Self.coral)
        try xdotool(["windowunmap", "--sync", windowID])
        Thread.sleep(forTimeInterval: 1)
        #expect(process.isRunning)
        try xdotool(["windowmap", "--sync", windowID])
        #expect(try turnWheelOneNotchForward(in: windowID)[640, 330] == Self.orange)
        try quit(process, windowID: windowID)
    }

    /// With no OpenGL driver to load, the window says so and draws with SDL's software renderer
    /// (GLX's failure, an X protocol error, used to end the process inside SDL).
    @Test func withoutAnOpenGLDriverTheWindowDrawsInSoftware() throws {
        try #require(
            ProcessInfo.processInfo.environment["DISPLAY"] != nil,
            "these tests need an X display: run them under xvfb-run, as `make test` does")
        let shot = CommandRunner.temporaryPath("window-no-gl.png")
        let result = try CommandRunner.run(
            CommandRunner.vitrine, ["--preset", "demo", "--frames", "10", "--screenshot", shot],
            environment: ["LIBGL_DRIVERS_PATH": "/nonexistent"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("could not create an accelerated renderer"), "\(result.standardError)")
        #expect(result.standardError.contains("drawing with the software renderer"), "\(result.standardError)")
        let frame = try Bitmap(contentsOfFile: shot)
        #expect(frame.width == 1280 && frame.height == 720)
        #expect(frame[DemoLayout.coralPoint.x, DemoLayout.coralPoint.y] == DemoLayout.coral)
    }

    /// `--software` in a window draws the demo like OpenGL does and at most about 60 frames a
    /// second: SDL's software renderer reports vsync but does not wait, and the window used to
    /// draw ~196 frames a second under Xvfb, a core spent on frames nobody sees.
    @Test func theSoftwareRendererInAWindowIsPacedToTheDisplay() throws {
        try #require(
            ProcessInfo.processInfo.environment["DISPLAY"] != nil,
            "these tests need an X display: run them under xvfb-run, as `make test` does")
        let script = CommandRunner.temporaryPath("software-pace.txt"), profile = CommandRunner.temporaryPath("software-pace.csv")
        let shot = CommandRunner.temporaryPath("software-pace.png")
        try "1000 quit\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(
            CommandRunner.vitrine,
            [
                "--software", "--preset", "demo", "--script", script, "--profile", profile,
                "--screenshot", shot,
            ])
        #expect(result.status == 0, "\(result.standardError)")
        let frames = try String(contentsOfFile: profile, encoding: .utf8).split(separator: "\n").count - 1
        // One second of script: 60 frames at 60 Hz; a few more for the start and the wait's
        // millisecond rounding, far from the unpaced rate.
        #expect(frames >= 30 && frames <= 75, "\(frames) frames in one second")
        let frame = try Bitmap(contentsOfFile: shot)
        #expect(frame[DemoLayout.coralPoint.x, DemoLayout.coralPoint.y] == DemoLayout.coral)
    }
}
