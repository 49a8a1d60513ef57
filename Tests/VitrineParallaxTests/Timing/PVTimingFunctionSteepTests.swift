import Foundation
import Testing
import VitrineGeometry
import VitrineParallax
import VitrineTestSupport

/// Every named curve within 10⁻⁶ in y of its exact Bézier, at its steepest points too: near 0
/// and 1 where the circ and expo curves climb fast, and at easeInOutExpo's vertical tangent at
/// x = ½.
@Suite("PVTimingFunction at steep points")
struct PVTimingFunctionSteepTests {
    /// The exact y of a named curve at `x`: the t with x(t) = x by 200 halvings of [0, 1]
    /// (the bracket is two neighboring doubles long after about 60; x(t) never decreases for
    /// control x in [0, 1]), with x(t) and y(t) in Bernstein form, then y(t).
    ///
    /// easeInOutExpo in closed form instead (``exactEaseInOutExpo(at:)``): within 2·10⁻¹⁵ of ½
    /// its x(t) in doubles cannot tell apart the t within a few 10⁻⁶ of ½, so a bisection on it
    /// is off by up to 5·10⁻⁶ in y there (at x = ½ it returns 0.4999969).
    static func exactValue(_ name: PVTimingFunctionName, at x: Double) -> Double {
        if name == .easeInOutExpo { return exactEaseInOutExpo(at: x) }
        return bisectedValue(name, at: x)
    }

    /// y at the t with x(t) = `x`, by 200 halvings of [0, 1].
    static func bisectedValue(_ name: PVTimingFunctionName, at x: Double) -> Double {
        let function = PVTimingFunction(name: name)
        let p1 = function.controlPoint1, p2 = function.controlPoint2
        return bisectedBezierValue(x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y, at: x)
    }

    /// easeInOutExpo, (1, 0) and (0, 1), in closed form: x(½ + s) = ½ + 4s³ and
    /// y(½ + s) = ½ + 1.5s − 2s³ for every t = ½ + s, so y = ½ + 1.5s − 2s³ with
    /// s = ∛((x − ½)/4).
    static func exactEaseInOutExpo(at x: Double) -> Double {
        let s = cbrt((x - 0.5) / 4)
        return 0.5 + 1.5 * s - 2 * s * s * s
    }

    /// Points near the ends and the middle, where the named curves are steepest.
    static let steepPoints: [Double] = [
        1e-12, 1e-9, 1e-7, 1e-5, 1e-3, 0.5 - 1e-7, 0.5 - 1e-9, 0.5 - 1e-12,
        0.5 + 1e-12, 0.5 + 1e-9, 0.5 + 1e-7, 1 - 1e-3, 1 - 1e-5, 1 - 1e-7,
        1 - 1e-9, 1 - 1e-12,
    ]

    @Test("easeInOutExpo's vertical tangent at x = ½: y to 10⁻⁶ of the closed form")
    func verticalTangent() {
        let function = PVTimingFunction(name: .easeInOutExpo)
        // y = ½ at x = ½; the solver's t is within its 10⁻¹⁰, so y within 1.5·10⁻¹⁰.
        #expect(abs(function.evaluate(0.5) - 0.5) <= 1.5e-10)
        // Down to 10⁻¹⁵ from ½, where y is ½ ± 1.5·∛(2.5·10⁻¹⁶) = ½ ± 9.5·10⁻⁶, and the double
        // next to ½ on either side.
        for offset in [1e-3, 1e-5, 1e-7, 1e-9, 1e-12, 1e-15, 0.5.ulp, 0.5.ulp / 2] {
            for x in [0.5 - offset, 0.5 + offset] {
                let value = function.evaluate(x), exact = Self.exactEaseInOutExpo(at: x)
                #expect(abs(value - exact) <= 1e-6, "at \(x): \(value), exactly \(exact)")
            }
        }
        // The seed's numbers: 4.4·10⁻³ off at 0.5000001 before; here within 10⁻⁶.
        #expect(abs(function.evaluate(0.5000001) - Self.exactEaseInOutExpo(at: 0.5000001)) <= 1e-6)
        // The bisection reference agrees with the closed form where doubles can resolve it.
        for x in [0.5 - 1e-7, 0.5 + 1e-9, 0.75] {
            #expect(abs(Self.bisectedValue(.easeInOutExpo, at: x) - Self.exactEaseInOutExpo(at: x)) <= 1e-8)
        }
    }

    @Test(
        "every named curve within 10⁻⁶ of its exact y at the steep points",
        arguments: PVTimingFunctionName.allCases)
    func steepPoints(name: PVTimingFunctionName) {
        let function = PVTimingFunction(name: name)
        for x in Self.steepPoints {
            let value = function.evaluate(x), exact = Self.exactValue(name, at: x)
            #expect(abs(value - exact) <= 1e-6, "\(name) at \(x): \(value), exactly \(exact)")
        }
    }

    @Test(
        "the circ and expo curves near 0 and 1, where they were off by up to 2.5·10⁻⁶",
        arguments: [
            PVTimingFunctionName.easeInCirc, .easeOutCirc, .easeInOutCirc,
            .easeInExpo, .easeOutExpo, .easeInOutExpo,
        ])
    func circAndExpoEnds(name: PVTimingFunctionName) {
        let function = PVTimingFunction(name: name)
        var worst = 0.0
        for k in 1...400 {
            let near = Double(k) * 2.5e-5
            for x in [near, 1 - near] {
                worst = max(worst, abs(function.evaluate(x) - Self.exactValue(name, at: x)))
            }
        }
        #expect(worst <= 1e-6, "\(name): \(worst)")
    }

    @Test(
        "property: every named curve within 10⁻⁶ of its exact y at 2,000 progresses",
        arguments: PVTimingFunctionName.allCases)
    func everywhere(name: PVTimingFunctionName) {
        var random = SplitMix64(seed: 0x57EE_0009)
        let function = PVTimingFunction(name: name)
        let grid = (1..<1000).map { Double($0) / 1000 }
        var worst = (error: 0.0, x: 0.0)
        for x in grid + (0..<1000).map({ _ in random.unit() }) {
            let error = abs(function.evaluate(x) - Self.exactValue(name, at: x))
            if error > worst.error { worst = (error, x) }
        }
        #expect(worst.error <= 1e-6, "\(name): \(worst.error) at \(worst.x)")
    }
}
