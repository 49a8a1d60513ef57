import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

/// The window taken to extremes: shrunk to one pixel and back, hidden and shown again (what a
/// window manager does to minimize and restore; Xvfb has none to ask), no OpenGL driver.
extension WindowTests {
    @Test func aOnePixelWindowComesBackWhole() throws {
        let (process, windowID, before) = try openWindow(["--preset", "simple-horizontal"], readyAt: (640, 330),
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
        let (process, windowID, _) = try openWindow(["--preset", "simple-horizontal"], readyAt: (640, 330),
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
        try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil,
                     "these tests need an X display: run them under xvfb-run, as `make test` does")
        let shot = CommandRunner.temporaryPath("window-no-gl.png")
        let result = try CommandRunner.run(CommandRunner.vitrine, ["--frames", "10", "--screenshot", shot],
                                           environment: ["LIBGL_DRIVERS_PATH": "/nonexistent"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("could not create an accelerated renderer"), "\(result.standardError)")
        #expect(result.standardError.contains("drawing with the software renderer"), "\(result.standardError)")
        let frame = try Bitmap(contentsOfFile: shot)
        #expect(frame.width == 1280 && frame.height == 720)
        #expect(frame[DemoLayout.coralPoint.x, DemoLayout.coralPoint.y] == DemoLayout.coral)
    }
}
