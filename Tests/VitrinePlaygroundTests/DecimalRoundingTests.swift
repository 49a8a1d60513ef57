import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// Values that come from a rounded step stay rounded, so that what is saved and exported reads
/// as it was set.
@Suite("Rounded steps: numbers as they were set")
struct DecimalRoundingTests {
    @Test(
        "a sum of steps is the decimal it stands for",
        arguments: [
            (0.1 + 0.2, 2, 0.3), (0.74 + 0.06 * 3, 2, 0.92), (302.4 * 0.7, 2, 211.68), (16 * 0.7, 2, 11.2),
            (-0.004, 2, -0.0), (2.5, 0, 3), (1e300, 2, 1e300), (0.123456789, 6, 0.123457),
        ])
    func rounded(value: Double, decimals: Int, expected: Double) {
        let rounded = value.roundedToDecimals(decimals)
        #expect(rounded == expected && rounded.sign == expected.sign)
        #expect(rounded.shortestText.split(separator: ".").dropFirst().first.map { $0.count <= decimals } ?? true)
    }

    @Test func notFiniteStaysAsItIs() {
        #expect(Double.infinity.roundedToDecimals(2) == .infinity && Double.nan.roundedToDecimals(2).isNaN)
    }

    // A drag lands where the panel shows it: hundredths, whole degrees, whole counts.
    @Test func aDragLandsOnThePanelsGrid() throws {
        var core = try PanelNumberTests.core()
        // 0.25 + 13 points × 0.0125 = 0.4125, shown and kept as 0.41.
        try PanelNumberTests.drag(&core, number: 1, by: 13, at: 1)
        #expect(PanelNumberTests.number(1, in: core) == 0.41)
        #expect(SwiftLiteral.number(PanelNumberTests.number(1, in: core) ?? 0) == "0.41")
        let angle = SceneParameter(
            group: "rotate", name: "rotateAngle", value: "", number: 0, range: 0...(2 * .pi),
            stepSize: .pi / 36, unit: .angle, presetNumber: 0)
        #expect(angle.snapped(0.7854) == 45 * .pi / 180)
        #expect(SwiftLiteral.angle(angle.snapped(0.7854)) == ".pi / 4")
        let count = SceneParameter(
            group: "cards", name: "itemCount", value: "", number: 24, range: 1...1_000_000,
            stepSize: 1, unit: .count, presetNumber: 24)
        #expect(count.snapped(24.6) == 25)
    }
}
