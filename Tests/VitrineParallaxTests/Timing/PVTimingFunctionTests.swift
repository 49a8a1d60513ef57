import Foundation
import Testing
import VitrineGeometry
import VitrineMotion
import VitrineParallax
import VitrineTestSupport

@Suite("PVTimingFunction")
struct PVTimingFunctionTests {
    /// The independent reference for a named curve.
    static func reference(_ name: PVTimingFunctionName) -> ReferenceBezier {
        let function = PVTimingFunction(name: name)
        return ReferenceBezier(p1: function.controlPoint1, p2: function.controlPoint2)
    }

    @Test("every named curve is exactly 0 at 0 and 1 at 1")
    func endpoints() {
        for name in PVTimingFunctionName.allCases {
            let function = PVTimingFunction(name: name)
            #expect(function.evaluate(0) == 0, "\(name)")
            #expect(function.evaluate(1) == 1, "\(name)")
        }
    }

    @Test("hand values")
    func handValues() {
        // linear is the identity, exactly.
        let linear = PVTimingFunction(name: .linear)
        for x in [0.1, 0.25, 1.0 / 3, 0.5, 0.8, 0.999] {
            #expect(linear.evaluate(x) == x)
        }
        // easeInOut is point-symmetric about (½, ½).
        #expect(isClose(PVTimingFunction(name: .easeInOut).evaluate(0.5), 0.5, tolerance: 1e-6))
        // At t = ½ the Bernstein weights are ⅜, ⅜, ⅛ for P1, P2, P3 = (1, 1):
        // easeIn: x = ⅜·0.42 + ⅜·1 + ⅛ = 0.6575, y = ⅜·0 + ⅜·1 + ⅛ = 0.5.
        #expect(isClose(PVTimingFunction(name: .easeIn).evaluate(0.6575), 0.5, tolerance: 1e-6))
        // default: x = ⅜·0.25 + ⅜·0.25 + ⅛ = 0.3125, y = ⅜·0.1 + ⅜·1 + ⅛ = 0.5375.
        #expect(isClose(PVTimingFunction(name: .default).evaluate(0.3125), 0.5375, tolerance: 1e-6))
        // easeOutBack: x = ⅜·0.175 + ⅜·0.32 + ⅛ = 0.310625, y = ⅜·0.885 + ⅜·1.275 + ⅛ = 0.935.
        #expect(isClose(PVTimingFunction(name: .easeOutBack).evaluate(0.310625), 0.935, tolerance: 1e-6))
        // easeInOutBack: x = ⅜·0.68 + ⅜·0.265 + ⅛ = 0.479375, y = ⅜·(−0.55) + ⅜·1.55 + ⅛ = 0.5.
        #expect(isClose(PVTimingFunction(name: .easeInOutBack).evaluate(0.479375), 0.5, tolerance: 1e-6))
        // easeInOutExpo (1, 0), (0, 1) at t = ¼: weights 27/64, 9/64, 1/64, so x = 27/64 + 1/64 =
        // 0.4375 and y = 9/64 + 1/64 = 0.15625; the slope there is y′/x′ = 1.125/0.75 = 1.5.
        #expect(isClose(PVTimingFunction(name: .easeInOutExpo).evaluate(0.4375), 0.15625, tolerance: 1e-6))
    }

    @Test(
        "every named curve at x = ¼, ½, ¾ agrees with a bisection to 10⁻¹², to 10⁻⁶ in x and in y",
        arguments: PVTimingFunctionName.allCases)
    func againstReference(name: PVTimingFunctionName) {
        let function = PVTimingFunction(name: name)
        let reference = Self.reference(name)
        for x in [0.25, 0.5, 0.75] {
            let value = function.evaluate(x)
            // The value of the curve at some x′ with |x′ − x| ≤ 10⁻⁶.
            #expect(reference.valueRange(at: x, window: 1e-6).contains(value), "\(name) at \(x)")
            // And in y, to 10⁻⁶. Where easeInOutExpo turns vertical (x = ½) y is ½ exactly, by
            // symmetry; the bisection cannot say so: x(t) in doubles is ½ for every t within
            // 4·10⁻⁶ of ½ (x = ½ + 4(t − ½)³), so its t, and its y, land anywhere in there.
            let exact = name == .easeInOutExpo && x == 0.5 ? 0.5 : reference.value(at: x)
            #expect(isClose(value, exact, tolerance: 1e-6), "\(name) at \(x)")
        }
    }

    @Test("property: accurate to 10⁻⁶ in x at random progress on every named curve")
    func randomProgress() {
        var random = SplitMix64(seed: 0x5EED_0005)
        for name in PVTimingFunctionName.allCases {
            let function = PVTimingFunction(name: name)
            let reference = Self.reference(name)
            for _ in 0..<40 {
                let x = random.unit()
                #expect(
                    reference.valueRange(at: x, window: 1e-6).contains(function.evaluate(x)),
                    "\(name) at \(x)")
            }
        }
    }

    @Test("the seed's tolerance of 0.005 in x was visibly off; this one is not")
    func seedToleranceFixed() {
        // easeOutExpo (0.19, 1), (0.22, 1) climbs at slope 1/0.19 ≈ 5.3 near 0: the seed's solver
        // stops as soon as it is within 0.005 in x, and misses y by more than 10⁻³ somewhere here.
        let reference = Self.reference(.easeOutExpo)
        let function = PVTimingFunction(name: .easeOutExpo)
        var worstSeed = 0.0
        var worstHere = 0.0
        for step in 1..<100 {
            let x = Double(step) / 100
            let exact = reference.value(at: x)
            worstSeed = max(worstSeed, abs(seedSolverValue(reference, at: x) - exact))
            worstHere = max(worstHere, abs(function.evaluate(x) - exact))
        }
        #expect(worstSeed > 1e-3)
        #expect(worstHere < 1e-6)
    }

    @Test("outside [0, 1] the curve continues with its end slopes; NaN gives 0")
    func outOfRange() {
        // easeOut leaves along P2 = (0.58, 1) (P1 is the origin): slope 1/0.58.
        #expect(isClose(PVTimingFunction(name: .easeOut).evaluate(-0.5), -0.5 / 0.58, tolerance: 1e-12))
        // easeIn arrives along P1 = (0.42, 0) (P2 is (1, 1)): slope (0 − 1)/(0.42 − 1) = 1/0.58.
        #expect(isClose(PVTimingFunction(name: .easeIn).evaluate(1.5), 1 + 0.5 / 0.58, tolerance: 1e-12))
        // default arrives flat (P2 = (0.25, 1)); easeInBack leaves along (0.6, −0.28).
        #expect(PVTimingFunction(name: .default).evaluate(2) == 1)
        #expect(isClose(PVTimingFunction(name: .easeInBack).evaluate(-0.3), 0.14, tolerance: 1e-12))
        #expect(PVTimingFunction(name: .easeInOut).evaluate(.nan) == 0)
    }

    @Test("property: finite for every named curve on [−1, 2]")
    func finite() {
        var random = SplitMix64(seed: 0xF1417E)
        let edges = [-1, -1e-300, 0, 1e-300, 0.5, 1 - 1e-16, 1, 1 + 1e-16, 2]
        for name in PVTimingFunctionName.allCases {
            let function = PVTimingFunction(name: name)
            for x in edges + (0..<50).map({ _ in random.double(in: -1...2) }) {
                #expect(function.evaluate(x).isFinite, "\(name) at \(x)")
            }
        }
    }

    @Test("control points: x clamped to [0, 1], non-finite replaced, equal curves equal")
    func initializers() {
        let clamped = PVTimingFunction(controlPoint1: Point(x: -1, y: 0.3), controlPoint2: Point(x: 2, y: 0.7))
        #expect(clamped.controlPoint1 == Point(x: 0, y: 0.3))
        #expect(clamped.controlPoint2 == Point(x: 1, y: 0.7))
        let broken = PVTimingFunction(
            controlPoint1: Point(x: .nan, y: .infinity),
            controlPoint2: Point(x: .nan, y: -.infinity))
        #expect(broken == PVTimingFunction(name: .linear))
        #expect(broken.evaluate(0.3) == 0.3)
        #expect(PVTimingFunction(CubicBezier.easeInEaseOut) == PVTimingFunction(name: .easeInOut))
        #expect(PVTimingFunction(name: .easeIn) != PVTimingFunction(name: .easeOut))
    }

    /// The seed README's custom timing function.
    struct EaseOutSineFunction: PVTimingFunctionType {
        func evaluate(_ input: Double) -> Double {
            sin(input * .pi / 2)
        }
    }

    @Test("PVTimingFunction, Easing and custom functions mix as PVTimingFunctionType")
    func protocolUse() {
        let functions: [any PVTimingFunctionType] = [
            PVTimingFunction(name: .linear), Easing.easeOutBounce, EaseOutSineFunction(),
        ]
        let halves = functions.map { $0.evaluate(0.5) }
        #expect(halves[0] == 0.5)
        #expect(halves[1] == 0.765625)
        #expect(isClose(halves[2], 0.5.squareRoot(), tolerance: 1e-15))
    }
}
