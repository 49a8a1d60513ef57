import Foundation
import Testing
import VitrineSDL

/// Faults around the window, headless: sizes down to one pixel, no OpenGL driver at all.
@Suite("Faults from the real binary")
struct FaultTests {
    @Test func aOnePixelFrameAndBackDrawsTheSameCards() throws {
        let plain = try CommandRunner.headlessShots(["--preset", "coverflow"], script: ["0 wheel 0 -1"], at: [900])
        let squeezed = try CommandRunner.headlessShots(
            ["--preset", "coverflow"],
            script: ["0 wheel 0 -1", "100 resize 1 1", "300 resize 1280 720"],
            at: [900])
        #expect(squeezed[0].width == 1280 && squeezed[0].height == 720)
        let start = 60 * 1280 * 4
        let same = plain[0].bytes[start...] == squeezed[0].bytes[start...]
        #expect(same)
    }

    @Test func withoutAnOpenGLDriverItDrawsInSoftware() throws {
        let shot = CommandRunner.temporaryPath("no-gl.png")
        let result = try CommandRunner.run(
            CommandRunner.vitrine,
            ["--headless", "--frames", "3", "--preset", "circle", "--screenshot", shot],
            environment: ["LIBGL_DRIVERS_PATH": "/nonexistent"])
        #expect(result.status == 0)
        #expect(
            result.standardError.contains("drawing headless with the software renderer on a surface"),
            "\(result.standardError)")
        // Card 0 (coral) at the center, as with OpenGL.
        #expect(try Bitmap(contentsOfFile: shot)[640, 330] == ShowcasePresetTests.coral)
    }
}
