import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

@Suite("Parallax presets from the real binary")
struct ParallaxPresetTests {
    func frame(preset: String, script: [String]) throws -> Bitmap {
        try CommandRunner.headlessShots(["--preset", preset], script: script, at: [400])[0]
    }

    /// The hero card's fill halfway through page 0: blue to violet, halfway in OKLab.
    static let halfwayColor = Color(hex: 0x2563EB).interpolated(to: Color(hex: 0x7C3AED), fraction: 0.5).rgba8

    /// At page progress ½ the card has moved from 0.3 to 0.4 of the width (easeInOutCubic(½) = ½),
    /// turned π/4 (easeInOutBack(½) = ½ over offsets 0.1…0.9), grown to 200 · (1 + 0.25 ·
    /// easeOutQuad(½)) = 237.5 and rounded to 24 + 76 · ½ = 62 (73.6 on screen). Turned, its top
    /// corner reaches 237.5/√2 − 73.6 · (√2 − 1) = 137.4 above the center, past the 118.75 of
    /// the unturned card.
    func expectHalfwayCard(_ shot: Bitmap, center: (x: Int, y: Int)) {
        #expect(shot[center.x, center.y - 60] == Self.halfwayColor, "\(shot[center.x, center.y - 60])")
        #expect(shot[center.x, center.y - 128] == Self.halfwayColor, "\(shot[center.x, center.y - 128])")
        #expect(shot[center.x - 128, center.y] == Self.halfwayColor)
        #expect(shot[center.x, center.y - 146] != Self.halfwayColor)
        #expect(shot[center.x - 146, center.y] != Self.halfwayColor)
        // Halfway between its corners, along the diagonal, a turned card's edge is 118.75 from
        // its center: (−78, −78) is 110 away, (−90, −90) 127.
        #expect(shot[center.x - 78, center.y - 78] == Self.halfwayColor)
        #expect(shot[center.x - 90, center.y - 90] != Self.halfwayColor)
    }

    @Test func draggingHalfAPageLeavesTheItemsAtHalfProgress() throws {
        // Past the 4-point slop the content follows the pointer: 995 → 355 is 640 points, half
        // of a 1280-point page. The button stays down, so nothing glides.
        let shot = try frame(preset: "parallax", script: ["0 down 1000 400", "20 move 995 400", "60 move 355 400"])
        expectHalfwayCard(shot, center: (512, 396))
    }

    @Test func draggingHalfAPageUpPlaysTheVerticalStoryTheSameWay() throws {
        let shot = try frame(preset: "parallax-vertical", script: ["0 down 640 600", "20 move 640 595", "60 move 640 235"])
        expectHalfwayCard(shot, center: (512, 396))
    }
}
