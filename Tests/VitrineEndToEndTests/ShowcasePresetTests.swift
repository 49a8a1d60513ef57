import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

@Suite("Showcase presets from the real binary")
struct ShowcasePresetTests {
    func frame(preset: String, script: [String] = []) throws -> Bitmap {
        try CommandRunner.headlessShots(["--preset", preset], script: script, at: [500])[0]
    }

    static let coral = RGBA8(red: 0xFF, green: 0x6B, blue: 0x6B), orange = RGBA8(red: 0xFF, green: 0xB3, blue: 0x47)

    @Test func circleCentersItemZeroAndLiftsItsNeighbors() throws {
        // 1280 × 720: cards are 226.8 × 302.4 with 16 points of spacing, a period of 242.8.
        // Card 0 sits on the axis at the center; card 1 is 242.8 to the right, at rate
        // 242.8/640 = 0.379, so the circular path lifts its center to cos(0.379 · π/2) · 360 = 297.9.
        let shot = try frame(preset: "circle")
        #expect(shot[640, 300] == Self.coral)
        #expect(shot[883, 200] == Self.orange)  // inside card 1 (297.9 − 151 < 200)
        #expect(shot[883, 452] != Self.orange)  // card 1's bottom edge, 297.9 + 151.2 = 449.1, is above
        #expect(shot[883, 445] == Self.orange)
    }

    @Test func theWheelMovesOneCard() throws {
        let shot = try frame(preset: "simple-horizontal", script: ["0 wheel 0 -1"])
        // Card 1 (orange) is now at the center.
        #expect(shot[640, 300] == Self.orange)
    }

    @Test func pathKeyChangesThePath() throws {
        // P switches from the straight path to the circle: card 1 moves up from the axis.
        let straight = try frame(preset: "simple-horizontal")
        let circle = try frame(preset: "simple-horizontal", script: ["0 key P"])
        #expect(straight[883, 445] == Self.orange && straight[883, 205] != Self.orange)
        #expect(circle[883, 205] == Self.orange)
    }

    @Test(arguments: [
        "simple-vertical", "paging-horizontal", "paging-vertical", "circle-rotate", "wave", "wave-scale",
        "linear", "linear-rotate-scale", "coverflow", "cylinder", "rotary", "wheel", "time-machine",
    ])
    func everyPresetRendersItsCenterCard(preset: String) throws {
        let shot = try frame(preset: preset)
        // Every preset starts with card 0 (coral) centered on the viewport.
        #expect(shot[640, 330] == Self.coral, "\(preset): \(shot[640, 330])")
    }

    @Test func cyclingEveryKeyWhileScrollingNeverBreaks() throws {
        // Eleven rounds of T, D, P, G and L (every transform with every direction, path, paging
        // and looping state), each key followed by a wheel notch and a touchpad delta.
        var lines: [String] = []
        var t = 0
        for _ in 0..<11 {
            for key in ["T", "D", "P", "G", "L"] {
                t += 40
                lines.append("\(t) key \(key)")
                t += 10
                lines.append("\(t) wheel 0 -1")
                t += 10
                lines.append("\(t) pwheel 0.3 0.2")
            }
        }
        let shot = CommandRunner.temporaryPath("cycle.png"), file = CommandRunner.temporaryPath("cycle.txt")
        try (lines + ["\(t + 100) shot \(shot)", "\(t + 100) quit"]).joined(separator: "\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--preset", "circle", "--script", file])
        #expect(result.status == 0 && result.standardError.isEmpty, "stderr: \(result.standardError)")
        #expect(try Bitmap(contentsOfFile: shot).width == 1280)
    }
}
