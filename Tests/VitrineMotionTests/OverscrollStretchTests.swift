import Foundation
import Testing

@testable import VitrineMotion

@Suite("Overscroll stretch: strength and mapping")
struct OverscrollStretchTests {
    /// Android's `dampStretchVector`: 0.016·d + 0.016·(1 − e^(−d·e/0.33)).
    static func intensity(_ d: Double) -> Double {
        0.016 * d + 0.016 * (1 - exp(-d * M_E / 0.33))
    }

    @Test(arguments: [0.1, 0.25, 0.5, 1.0])
    func intensityIsAndroidsDampedStretchVector(distance: Double) {
        let stretch = OverscrollStretch(edge: .start, distance: distance)
        #expect(abs(stretch.intensity - Self.intensity(distance)) < 1e-15)
    }

    @Test func aHalfViewportPullHasTheFormulasStrength() {
        // 0.008 + 0.016·(1 − e^(−4.1186)) = 0.023740
        #expect(abs(OverscrollStretch(edge: .start, distance: 0.5).intensity - 0.02374) < 1e-6)
        #expect(abs(OverscrollStretch(edge: .end, distance: 1).intensity - 0.031996) < 1e-6)
    }

    @Test func distancesAreKeptInZeroToOne() {
        #expect(OverscrollStretch(edge: .start, distance: -3).distance == 0)
        #expect(OverscrollStretch(edge: .start, distance: .nan).distance == 0)
        #expect(OverscrollStretch(edge: .start, distance: 7).distance == 1)
        #expect(OverscrollStretch(edge: .end, distance: .infinity).distance == 1)
        #expect(!OverscrollStretch.none.isStretched && OverscrollStretch.none.intensity == 0)
    }

    @Test func theMappingFollowsHWUIsFormula() {
        // u(c) = c(1+s)²/(1 + 0.3s + 0.7·s·c·(1+s)) over the viewport, for c ≤ 1/(1+s).
        let stretch = OverscrollStretch(edge: .start, distance: 0.5)
        let s = stretch.intensity, length = 1000.0
        for c in [0.0, 0.1, 0.5, 0.9] {
            let expected = length * c * (1 + s) * (1 + s) / (1 + 0.3 * s + 0.7 * s * c * (1 + s))
            #expect(abs(stretch.stretched(c * length, length: length) - expected) < 1e-9)
        }
        // Beyond the reach, pushed on by length·s/(1+s).
        #expect(abs(stretch.stretched(1000, length: length) - (1000 + 1000 * s / (1 + s))) < 1e-9)
    }

    @Test(arguments: [OverscrollStretch.Edge.start, .end], [0.0, 0.05, 0.3, 1.0])
    func theContentKeepsCoveringTheViewport(edge: OverscrollStretch.Edge, distance: Double) {
        let stretch = OverscrollStretch(edge: edge, distance: distance)
        let length = 720.0, s = stretch.intensity
        // The pulled edge stays put, and the content the viewport showed from it up to
        // length/(1+s) fills the whole viewport.
        switch edge {
        case .start:
            #expect(stretch.stretched(0, length: length) == 0)
            #expect(abs(stretch.stretched(length / (1 + s), length: length) - length) < 1e-9)
        case .end:
            #expect(stretch.stretched(length, length: length) == length)
            #expect(abs(stretch.stretched(length - length / (1 + s), length: length)) < 1e-9)
        }
    }

    @Test(arguments: [OverscrollStretch.Edge.start, .end], [0.02, 0.4, 1.0])
    func theMappingIsIncreasingAndContinuous(edge: OverscrollStretch.Edge, distance: Double) {
        let stretch = OverscrollStretch(edge: edge, distance: distance)
        let length = 1280.0
        var previous = stretch.stretched(-200, length: length)
        var c = -200.0
        let step = 0.25
        while c < length + 200 {
            c += step
            let u = stretch.stretched(c, length: length)
            #expect(u > previous, "not increasing at \(c)")
            // Continuous: no step larger than the steepest slope allows (1 + 1.7·s, plus room).
            #expect(u - previous < step * 1.1, "jump at \(c): \(u - previous)")
            previous = u
        }
    }

    @Test func adjacentIntervalsShareTheirEndpoints() {
        // Items laid edge to edge stay edge to edge: the image of [a, b] and of [b, c] meet at
        // the image of b, so the stretched items neither overlap nor leave a gap.
        let stretch = OverscrollStretch(edge: .start, distance: 0.7)
        let edges = stride(from: 0.0, through: 1280, by: 160).map { stretch.stretched($0, length: 1280) }
        let widths = zip(edges, edges.dropFirst()).map { $1 - $0 }
        #expect(abs(widths.reduce(0, +) - (edges[edges.count - 1] - edges[0])) < 1e-9)
        // Wider near the pulled edge than far from it.
        for (near, far) in zip(widths, widths.dropFirst()) { #expect(near > far) }
        #expect(widths[0] > 160 && widths[widths.count - 1] > 160)
    }

    @Test func atRestEveryPointStaysWhereItIs() {
        for c in [-50.0, 0, 0.5, 333, 1280, 5000] {
            #expect(OverscrollStretch.none.stretched(c, length: 1280) == c)
            #expect(OverscrollStretch(edge: .end, distance: 0).stretched(c, length: 1280) == c)
        }
    }

    @Test func extremeInputsStayFinite() {
        let stretch = OverscrollStretch(edge: .end, distance: 1)
        for length in [1.0, 1e-9, 1e12, 0, -5, .infinity, .nan] {
            for c in [-1e300, -1, 0, 0.5, 1, 1e300] {
                #expect(stretch.stretched(c, length: length).isFinite, "\(c) over \(length)")
            }
        }
        #expect(stretch.stretched(.nan, length: 100).isNaN)
    }
}
