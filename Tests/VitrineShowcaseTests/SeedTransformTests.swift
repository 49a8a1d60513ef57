import Foundation
import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

@Suite("The seed's transforms")
struct SeedTransformTests {
    @Test(
        "transformRange: centerPeak ||r| − 1|, centerTrough |r|, default r",
        arguments: [
            (0.0, 1.0, 0.0), (0.25, 0.75, 0.25), (-0.25, 0.75, 0.25), (1, 0, 1), (-1, 0, 1),
            (1.5, 0.5, 1.5), (-2, 1, 2),
        ] as [(Double, Double, Double)])
    func range(rate: Double, peak: Double, trough: Double) {
        let transform = TransformRotate()
        #expect(isClose(transform.transformRange(withType: .centerPeak, rate: rate), peak, tolerance: 1e-12))
        #expect(isClose(transform.transformRange(withType: .centerTrough, rate: rate), trough, tolerance: 1e-12))
        #expect(transform.transformRange(withType: .default, rate: rate) == rate)
    }

    @Test("TransformRotate defaults: start rate 0.2, angle 2π")
    func rotateDefaults() {
        #expect(TransformRotate().startRate == 0.2 && TransformRotate().rotateAngle == 2 * .pi)
    }

    @Test("TransformRotate is upright within |r| ≤ 0.2", arguments: [0.0, 0.1, -0.1, 0.2, -0.2])
    func rotateStill(rate: Double) {
        #expect(TransformRotate().transform(withScrollingRate: rate) == .identity)
    }

    @Test(
        "TransformRotate turns by 2π · (r ∓ 0.2) about z: ±2π · 0.3 at ±0.5",
        arguments: [
            (0.5, 2 * Double.pi * 0.3), (-0.5, -2 * Double.pi * 0.3), (1, 2 * Double.pi * 0.8),
            (0.3, 2 * Double.pi * 0.1),
        ] as [(Double, Double)])
    func rotate(rate: Double, angle: Double) {
        let rotate = TransformRotate()
        #expect(isClose(rotate.angle(withScrollingRate: rate), angle, tolerance: 1e-12))
        let c = cos(angle), s = sin(angle)
        // A z rotation in row-vector form: [c s 0 0; −s c 0 0; 0 0 1 0; 0 0 0 1].
        expectClose(
            rotate.transform(withScrollingRate: rate),
            matrix([[c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]), tolerance: 1e-12)
    }

    @Test("TransformRotate with the README's settings (start 0.4, angle 8π) at 0.5 turns by 0.8π")
    func rotateReadme() {
        let rotate = TransformRotate(startRate: 0.4, rotateAngle: 8 * .pi)
        #expect(isClose(rotate.angle(withScrollingRate: 0.5), 8 * .pi * 0.1, tolerance: 1e-12))
        #expect(isClose(rotate.angle(withScrollingRate: -0.5), -8 * .pi * 0.1, tolerance: 1e-12))
    }

    @Test("TransformScale defaults: start rate 0.8, minimum 0.5")
    func scaleDefaults() {
        #expect(TransformScale().startRate == 0.8 && TransformScale().normalizedMinimumScale == 0.5)
    }

    @Test(
        "TransformScale: 1 in the middle, max(2 − 0.8 − |r|, 0.5) toward the edges, growing again beyond",
        arguments: [
            (0.0, 1.0), (0.2, 1), (-0.2, 1), (0.5, 0.7), (-0.5, 0.7), (0.6, 0.6), (0.9, 0.5), (1, 0.5),
            (1.5, 0.7), (2, 1), (3, 1),
        ] as [(Double, Double)])
    func scale(rate: Double, scale: Double) {
        let transform = TransformScale()
        #expect(isClose(transform.scale(withScrollingRate: rate), scale, tolerance: 1e-12))
        // The seed's makeScale(s, s, 0): the z scale is 0.
        expectClose(
            transform.transform(withScrollingRate: rate),
            matrix([[scale, 0, 0, 0], [0, scale, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]]), tolerance: 1e-12)
    }

    @Test("TransformScale is continuous: it changes by at most |Δr| over r ∈ [−1, 1]")
    func scaleContinuity() {
        var random = SplitMix64(seed: 0x5CA1E)
        for _ in 0..<2000 {
            let transform = TransformScale(
                startRate: random.double(in: 0...1),
                normalizedMinimumScale: random.double(in: 0...1))
            let r = random.double(in: -1...1), h = random.double(in: 0...1e-3)
            let step = abs(transform.scale(withScrollingRate: r + h) - transform.scale(withScrollingRate: r))
            #expect(step <= h + 1e-12, "scale jumps by \(step) between \(r) and \(r + h)")
        }
    }

    @Test("TransformScaleRotate is concat(rotate, scale): at 0.5 the 2π · 0.3 turn, scaled by 0.7, z flattened")
    func scaleRotate() {
        let transform = TransformScaleRotate()
        #expect(transform.transformRotate == TransformRotate() && transform.transformScale == TransformScale())
        let angle = 2 * Double.pi * 0.3, c = cos(angle), s = sin(angle)
        expectClose(
            transform.transform(withScrollingRate: 0.5),
            matrix([[0.7 * c, 0.7 * s, 0, 0], [-0.7 * s, 0.7 * c, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]]),
            tolerance: 1e-12)
        // In the middle band both are neutral except the scale's z of 0.
        expectClose(transform.transform(withScrollingRate: 0.1), .makeScale(1, 1, 0))
    }

    @Test("TransformScaleRotate uses its parts' settings")
    func scaleRotateParts() {
        let transform = TransformScaleRotate(
            transformRotate: TransformRotate(startRate: 0.4, rotateAngle: 8 * .pi),
            transformScale: TransformScale(normalizedMinimumScale: 0.2))
        // r = 0.9: angle 8π · 0.5 = 4π (a whole number of turns), scale max(1.2 − 0.9, 0.2) = 0.3.
        expectClose(
            transform.transform(withScrollingRate: 0.9),
            matrix([[0.3, 0, 0, 0], [0, 0.3, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]]), tolerance: 1e-12)
    }

    @Test("the seed's transforms are finite for rates in [−3, 3]")
    func finite() {
        var random = SplitMix64(seed: 0xF1417E)
        let transforms: [any TransformProtocol] = [TransformRotate(), TransformScale(), TransformScaleRotate()]
        for _ in 0..<1000 {
            let rate = random.double(in: -3...3)
            for transform in transforms {
                let entries = transform.transform(withScrollingRate: rate).entries
                #expect(entries.allSatisfy { $0.isFinite })
            }
        }
    }
}
