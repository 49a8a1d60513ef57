import Testing
import VitrineMotion
import VitrineTestSupport

@Suite("RubberBand")
struct RubberBandTests {
    /// Grant Paul's examples for d = 960: x·960·0.55/(960 + 0.55·x), to two decimals.
    static let examples: [(overscroll: Double, displacement: Double)] = [
        (5, 2.74),  // 2640/962.75 = 2.7421
        (10, 5.47),  // 5280/965.5 = 5.4687
        (100, 52.02),  // 52800/1015 = 52.0197
        (400, 178.98),  // 211200/1180 = 178.9831
        (960, 340.65),  // 506880/1488 = 340.6452
    ]

    @Test("the displacement matches the published examples", arguments: examples)
    func publishedExample(overscroll: Double, displacement: Double) {
        let band = RubberBand(dimension: 960)
        #expect(isClose(band.displacement(forOverscroll: overscroll), displacement, tolerance: 0.005))
        // Sign-symmetric past the other edge.
        #expect(isClose(band.displacement(forOverscroll: -overscroll), -displacement, tolerance: 0.005))
    }

    @Test("exact values: 100 → 52800/1015, and the inverse maps it back")
    func exact() {
        let band = RubberBand(dimension: 960)
        #expect(isClose(band.displacement(forOverscroll: 100), 52800.0 / 1015, tolerance: 1e-12))
        // x(b) = b·d/(c·(d − b)) with b = 52800/1015: d − b = 921600/1015, so x = 52800·960/(0.55·921600) = 100.
        #expect(isClose(band.overscroll(forDisplacement: 52800.0 / 1015), 100, tolerance: 1e-10))
        #expect(band.displacement(forOverscroll: 0) == 0)
        #expect(band.overscroll(forDisplacement: 0) == 0)
        // Starts at slope c: 0.001 px in moves 0.00055 px (to first order).
        #expect(isClose(band.displacement(forOverscroll: 0.001) / 0.001, 0.55, tolerance: 1e-6))
    }

    @Test("never reaches the viewport length; the inverse saturates instead of blowing up")
    func asymptote() {
        let band = RubberBand(dimension: 960)
        #expect(band.displacement(forOverscroll: 1e12) < 960)
        #expect(isClose(band.displacement(forOverscroll: 1e12), 960, tolerance: 1e-5))
        #expect(band.displacement(forOverscroll: .infinity) == 960)
        #expect(band.displacement(forOverscroll: -.infinity) == -960)
        #expect(band.displacement(forOverscroll: .greatestFiniteMagnitude) == 960)
        #expect(band.displacement(forOverscroll: .nan) == 0)
        // b at or past d: the preimage of d·(1 − 10⁻⁹), about d/(c·10⁻⁹) = 1.745·10¹² px. Finite.
        let far = band.overscroll(forDisplacement: 960)
        #expect(far.isFinite && far > 1e12)
        #expect(band.overscroll(forDisplacement: 5000) == far)
        #expect(band.overscroll(forDisplacement: -5000) == -far)
        #expect(band.overscroll(forDisplacement: .nan) == 0)
    }

    @Test("degenerate bands do not stretch and never produce NaN")
    func degenerate() {
        for band in [
            RubberBand(dimension: 0), RubberBand(dimension: -5), RubberBand(dimension: .nan),
            RubberBand(dimension: 960, coefficient: 0),
        ] {
            #expect(band.displacement(forOverscroll: 100) == 0)
            #expect(band.overscroll(forDisplacement: 100) == 0)
        }
        #expect(RubberBand(dimension: 960, coefficient: .nan).coefficient == 0.55)
        #expect(RubberBand(dimension: 960, coefficient: -1).coefficient == 0.55)
    }

    @Test("property: odd, increasing, bounded, and inverted by overscroll(forDisplacement:)")
    func randomBands() {
        var random = SplitMix64(seed: 0x00BA_4D)
        for _ in 0..<200 {
            let band = RubberBand(dimension: random.double(in: 100...4000), coefficient: random.double(in: 0.1...1))
            for _ in 0..<50 {
                let x = random.double(in: 0...(5 * band.dimension))
                let b = band.displacement(forOverscroll: x)
                #expect(b >= 0 && b < band.dimension)
                #expect(b <= band.coefficient * x + 1e-12)  // never steeper than the initial slope
                #expect(band.displacement(forOverscroll: -x) == -b)
                #expect(isClose(band.overscroll(forDisplacement: b), x, relative: 1e-9, absolute: 1e-12))
                #expect(isClose(band.overscroll(forDisplacement: -b), -x, relative: 1e-9, absolute: 1e-12))
            }
            // Increasing: ordered inputs give ordered outputs.
            let xs = (0..<50).map { _ in random.double(in: 0...(5 * band.dimension)) }.sorted()
            let bs = xs.map(band.displacement(forOverscroll:))
            #expect(zip(bs, bs.dropFirst()).allSatisfy { $0 <= $1 })
        }
    }
}
