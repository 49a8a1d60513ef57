import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineMotion

@Suite("CubicBezier")
struct CubicBezierTests {
    /// Brute force, independent of the solver: scan the Bernstein form
    /// x(t) = 3(1−t)²t·x1 + 3(1−t)t²·x2 + t³ in steps of 10⁻⁵, interpolate t linearly inside the
    /// bracketing step, and return y(t). Interpolation error ~ h²·|t″|/8, far below 10⁻⁸.
    static func bruteForce(_ curve: CubicBezier, at x: Double) -> Double {
        func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
        }
        let steps = 100_000
        var previousT = 0.0
        var previousX = 0.0
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            let xt = bernstein(t, curve.x1, curve.x2)
            if xt >= x {
                let tx = xt > previousX ? previousT + (t - previousT) * (x - previousX) / (xt - previousX) : t
                return bernstein(tx, curve.y1, curve.y2)
            }
            previousT = t
            previousX = xt
        }
        return 1
    }

    /// The solver is accurate to 10⁻⁷ in x, so values to about 10⁻⁷ times the slope: tolerance 10⁻⁶.
    @Test("hand values at t = ½ and t = ¼")
    func handValues() {
        // easeInEaseOut is symmetric about (½, ½).
        #expect(isClose(CubicBezier.easeInEaseOut.value(at: 0.5), 0.5, tolerance: 1e-6))
        // easeIn at t = ½: x = 3·¼·½·0.42 + 3·½·¼ + ⅛ = 0.1575 + 0.375 + 0.125 = 0.6575; y = 0.375 + 0.125 = 0.5.
        #expect(isClose(CubicBezier.easeIn.value(at: 0.6575), 0.5, tolerance: 1e-6))
        // easeOut at t = ½: x = 3·½·¼·0.58 + ⅛ = 0.3425; y = 0.5.
        #expect(isClose(CubicBezier.easeOut.value(at: 0.3425), 0.5, tolerance: 1e-6))
        // easeInEaseOut at t = ¼: x = 3·(9/16)·¼·0.42 + 3·¾·(1/16)·0.58 + 1/64 = 0.274375,
        // y = 3·¾·(1/16) + 1/64 = 0.15625; by symmetry 0.725625 → 0.84375.
        #expect(isClose(CubicBezier.easeInEaseOut.value(at: 0.274375), 0.15625, tolerance: 1e-6))
        #expect(isClose(CubicBezier.easeInEaseOut.value(at: 0.725625), 0.84375, tolerance: 1e-6))
        // Linear is the identity, exactly; so is any curve with its control points on the diagonal.
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(CubicBezier.linear.value(at: x) == x)
            #expect(CubicBezier(x1: 0.2, y1: 0.2, x2: 0.9, y2: 0.9).value(at: x) == x)
        }
    }

    @Test("the slope dy/dx = y′(t)/x′(t)")
    func derivatives() {
        // easeInEaseOut at t = ½: x′ = 3·¼·0.42 + 6·¼·0.16 + 3·¼·0.42 = 0.87, y′ = 6·¼ = 1.5.
        #expect(isClose(CubicBezier.easeInEaseOut.derivative(at: 0.5), 1.5 / 0.87, tolerance: 1e-6))
        // At t = ¼: x′ = 0.70875 + 0.18 + 0.07875 = 0.9675, y′ = 6·¾·¼ = 1.125.
        #expect(isClose(CubicBezier.easeInEaseOut.derivative(at: 0.274375), 1.125 / 0.9675, tolerance: 1e-6))
        #expect(CubicBezier.linear.derivative(at: 0.3) == 1)
    }

    @Test("endpoints are exact and the curve continues with its end slopes")
    func endpointsAndExtrapolation() {
        for curve in [
            CubicBezier.linear, .easeIn, .easeOut, .easeInEaseOut, .default,
            CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.6),
        ] {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
        }
        // ease (0.25, 0.1, 0.25, 1): starts at slope 0.1/0.25 = 0.4, ends flat.
        let ease = CubicBezier.default
        #expect(isClose(ease.startSlope, 0.4, tolerance: 1e-15))
        #expect(ease.endSlope == 0)
        #expect(isClose(ease.value(at: -0.5), -0.2, tolerance: 1e-15))
        #expect(ease.value(at: 2) == 1)
        #expect(isClose(ease.derivative(at: -3), 0.4, tolerance: 1e-15))
        // easeIn has P2 = (1, 1), so its end slope comes from P1: (y1 − 1)/(x1 − 1) = 1/0.58; and
        // with P1 = (0.42, 0) it starts flat.
        #expect(isClose(CubicBezier.easeIn.endSlope, 1 / 0.58, tolerance: 1e-15))
        #expect(isClose(CubicBezier.easeIn.value(at: 1.5), 1 + 0.5 / 0.58, tolerance: 1e-12))
        #expect(CubicBezier.easeIn.value(at: -1) == 0)
        // easeOut starts with P1 = (0, 0): slope y2/x2 = 1/0.58.
        #expect(isClose(CubicBezier.easeOut.startSlope, 1 / 0.58, tolerance: 1e-15))
        #expect(CubicBezier.linear.startSlope == 1 && CubicBezier.linear.endSlope == 1)
        // Overshooting both ways, (0.3, −0.5) and (0.7, 1.6): leaves at −0.5/0.3, arrives at
        // (1.6 − 1)/(0.7 − 1) = −2, so 1.5 ↦ 1 − 2·0.5 = 0 and −0.3 ↦ 0.5.
        let overshoot = CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.6)
        #expect(isClose(overshoot.startSlope, -0.5 / 0.3, tolerance: 1e-15))
        #expect(isClose(overshoot.endSlope, -2, tolerance: 1e-14))
        #expect(isClose(overshoot.value(at: 1.5), 0, tolerance: 1e-14))
        #expect(isClose(overshoot.value(at: -0.3), 0.5, tolerance: 1e-15))
        #expect(isClose(overshoot.derivative(at: 1), -2, tolerance: 1e-14))
        // A vertical start tangent (x1 = 0, y1 ≠ 0) continues flat.
        #expect(CubicBezier(x1: 0, y1: 0.5, x2: 0.5, y2: 1).startSlope == 0)
    }

    @Test(
        "matches a brute-force parametric search to 1e−6",
        arguments: [
            CubicBezier.easeIn, .easeOut, .easeInEaseOut, .default,
            CubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),  // overshoots both ways
            CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),  // vertical tangent in the middle
            CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1),
        ])
    func bruteForceAgreement(curve: CubicBezier) {
        for x in [0.001, 0.05, 0.1, 0.2, 0.3, 1.0 / 3, 0.45, 0.5, 0.62, 0.75, 0.9, 0.999] {
            #expect(isClose(curve.value(at: x), Self.bruteForce(curve, at: x), tolerance: 1e-6))
        }
    }

    @Test("a vertical tangent inside the curve gives a steep but finite slope")
    func verticalTangent() {
        // (1, 0) and (0, 1): x(t) = 3t − 6t² + 4t³, so x(½ + s) = ½ + 4s³ and x′(½) = 0, while
        // y(½ + s) = ½ + 1.5s − 2s³. At x = ½ the slope is infinite; the chord over ½ ± 10⁻⁴ has
        // s = (10⁻⁴/4)^⅓ = 0.02924018 and slope (1.5s − 2s³)/10⁻⁴ = 438.10 (to 10⁻³ relative: the
        // solver's 10⁻⁷ in x moves s by 10⁻⁷/(12s²) ≈ 10⁻⁵).
        let curve = CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
        #expect(isClose(curve.value(at: 0.5), 0.5, tolerance: 1e-6))
        #expect(isClose(curve.derivative(at: 0.5), 438.10, relative: 1e-3))
        // Away from it, y′/x′: at t = ¼, x = 0.4375 and the slope is 1.125/0.75 = 1.5.
        #expect(isClose(curve.derivative(at: 0.4375), 1.5, tolerance: 1e-6))
    }

    @Test("control x outside [0, 1] is clamped; non-finite coordinates fall back to linear")
    func sanitizing() {
        let curve = CubicBezier(x1: -1, y1: 0.3, x2: 2, y2: 0.7)
        #expect(curve.x1 == 0 && curve.x2 == 1)
        #expect(curve == CubicBezier(x1: 0, y1: 0.3, x2: 1, y2: 0.7))
        #expect(CubicBezier(x1: .nan, y1: .infinity, x2: .nan, y2: -.infinity) == .linear)
        #expect(CubicBezier.easeInEaseOut.value(at: .nan) == 0)
        #expect(CubicBezier.easeInEaseOut.derivative(at: .nan) == 0)
    }

    @Test("property: x(t) increases for valid curves, and the solver hits x to 1e−7")
    func randomCurves() {
        var random = SplitMix64(seed: 0xBE21E4)
        for _ in 0..<300 {
            let curve = CubicBezier(
                x1: random.unit(), y1: random.double(in: -1...2),
                x2: random.unit(), y2: random.double(in: -1...2))
            var previous = 0.0
            for i in 1...200 {
                let xt = curve.sampleX(Double(i) / 200)
                #expect(xt >= previous - 1e-15)
                previous = xt
            }
            for _ in 0..<40 {
                let x = random.unit()
                let t = curve.parameter(for: x)
                #expect(t >= 0 && t <= 1)
                #expect(abs(curve.sampleX(t) - x) < 1e-7)
                #expect(curve.value(at: x).isFinite && curve.derivative(at: x).isFinite)
            }
        }
    }

    @Test("property: with y control points in [0, 1], the value never decreases")
    func monotoneValues() {
        var random = SplitMix64(seed: 0x3030)
        for _ in 0..<200 {
            let curve = CubicBezier(x1: random.unit(), y1: random.unit(), x2: random.unit(), y2: random.unit())
            let values = (0...400).map { curve.value(at: Double($0) / 400) }
            #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 1e-7 })
            #expect(values.allSatisfy { $0 >= -1e-7 && $0 <= 1 + 1e-7 })
        }
    }
}

@Suite("CubicBezier's solver at steep points")
struct CubicBezierSteepTests {
    /// y at the t with x(t) = `x`, by 200 halvings of [0, 1] with x(t) in Bernstein form: exact
    /// to the last bits of t wherever x′(t) is not tiny.
    static func bisectedValue(_ curve: CubicBezier, at x: Double) -> Double {
        bisectedBezierValue(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2, at: x)
    }

    @Test("a vertical tangent inside: x(½ + s) = ½ + 4s³, y = ½ + 1.5s − 2s³, to 10⁻⁶ at any x")
    func verticalTangent() {
        let curve = CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
        // The power basis around the inflection at t = ½: x(½) = ½ and x′(½) = 0 exactly.
        #expect(curve.inflection == 0.5 && curve.xAtInflection == 0.5 && curve.slopeAtInflection == 0)
        // t within the solver's 10⁻¹⁰ of ½, where y′(t) = 1.5.
        #expect(abs(curve.value(at: 0.5) - 0.5) <= 1.5e-10)
        for offset in [0.25, 1e-2, 1e-4, 1e-7, 1e-9, 1e-12, 1e-15, 1e-300] {
            for x in [0.5 - offset, 0.5 + offset] {
                let s = cbrt((x - 0.5) / 4)
                #expect(abs(curve.value(at: x) - (0.5 + 1.5 * s - 2 * s * s * s)) <= 1e-6, "at \(x)")
            }
        }
    }

    @Test("a vertical tangent at the start, (0, 0.5) and (0.5, 1): y to 10⁻⁶ near 0")
    func verticalStart() {
        let curve = CubicBezier(x1: 0, y1: 0.5, x2: 0.5, y2: 1)
        for x in [1e-15, 1e-12, 1e-9, 1e-6, 1e-3] {
            #expect(abs(curve.value(at: x) - Self.bisectedValue(curve, at: x)) <= 1e-6, "at \(x)")
        }
    }

    @Test("property: random curves within 10⁻⁶ in y of a 200-step bisection")
    func randomCurves() {
        var random = SplitMix64(seed: 0x0057_EE90)
        var worst = 0.0
        for _ in 0..<300 {
            let curve = CubicBezier(
                x1: random.unit(), y1: random.double(in: -1...2),
                x2: random.unit(), y2: random.double(in: -1...2))
            for _ in 0..<40 {
                let x = random.unit()
                worst = max(worst, abs(curve.value(at: x) - Self.bisectedValue(curve, at: x)))
            }
        }
        #expect(worst <= 1e-6, "worst \(worst)")
    }
}
