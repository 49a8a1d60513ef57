import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

@Suite("TransformFade")
struct TransformFadeTests {
    @Test(
        "opacity 1 within |r| ≤ 0.2, falling linearly to 0.3 at the edges, 0.3 beyond",
        arguments: [(0.0, 1.0), (0.2, 1), (-0.2, 1), (0.6, 0.65), (-0.6, 0.65), (1, 0.3), (-1, 0.3), (2.5, 0.3)]
            as [(Double, Double)])
    func opacity(rate: Double, opacity: Double) {
        let fade = TransformFade()
        #expect(fade.startRate == 0.2 && fade.minimumOpacity == 0.3)
        #expect(isClose(fade.opacity(withScrollingRate: rate), opacity, tolerance: 1e-12))
    }

    @Test("the appearance is the identity with the fade's opacity, in place, double-sided")
    func appearance() {
        let fade = TransformFade(startRate: 0.5, minimumOpacity: 0)
        #expect(!fade.placesItems)
        let appearance = fade.appearance(withScrollingRate: 0.75, in: familyContext(offset: 0))
        #expect(appearance == ItemAppearance(transform: .identity, opacity: 0.5))
        #expect(fade.transform(withScrollingRate: 0.75) == .identity)
    }

    @Test("a start rate of 1 or more fades only beyond the edges")
    func wideBand() {
        let fade = TransformFade(startRate: 1, minimumOpacity: 0.4)
        #expect(fade.opacity(withScrollingRate: 1) == 1)
        #expect(fade.opacity(withScrollingRate: 1.01) == 0.4)
    }

    @Test("the opacity stays in 0...1 and changes by at most (1 − min)/(1 − start) · |Δr|")
    func continuity() {
        var random = SplitMix64(seed: 0xFADE)
        for _ in 0..<2000 {
            let fade = TransformFade(startRate: random.double(in: 0...0.9), minimumOpacity: random.double(in: 0...1))
            let r = random.double(in: -3...3), h = random.double(in: 0...1e-3)
            let a = fade.opacity(withScrollingRate: r), b = fade.opacity(withScrollingRate: r + h)
            #expect((0...1).contains(a))
            let slope = (1 - fade.minimumOpacity) / (1 - fade.startRate)
            #expect(abs(b - a) <= slope * h + 1e-12)
        }
    }
}
