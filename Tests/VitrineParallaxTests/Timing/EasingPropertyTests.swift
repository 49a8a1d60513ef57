import Testing
import VitrineParallax
import VitrineTestSupport

@Suite("Easing properties")
struct EasingPropertyTests {
    /// The ten families as (In, Out, InOut).
    static let families: [(Easing, Easing, Easing)] = [
        (.easeInSine, .easeOutSine, .easeInOutSine),
        (.easeInQuad, .easeOutQuad, .easeInOutQuad),
        (.easeInCubic, .easeOutCubic, .easeInOutCubic),
        (.easeInQuart, .easeOutQuart, .easeInOutQuart),
        (.easeInQuint, .easeOutQuint, .easeInOutQuint),
        (.easeInExpo, .easeOutExpo, .easeInOutExpo),
        (.easeInCirc, .easeOutCirc, .easeInOutCirc),
        (.easeInBack, .easeOutBack, .easeInOutBack),
        (.easeInElastic, .easeOutElastic, .easeInOutElastic),
        (.easeInBounce, .easeOutBounce, .easeInOutBounce),
    ]

    /// A breakpoint of a piecewise easing, and how closely its two sides must meet there.
    struct Breakpoint: CustomTestStringConvertible, Sendable {
        let easing: Easing
        let x: Double
        /// The distance either side at which the two pieces are compared.
        let delta: Double
        /// The largest gap allowed: the slope times 2·delta, rounded up generously.
        let gap: Double
        var testDescription: String { "\(easing) at \(x)" }
    }

    /// Every InOut function at ½; easeOutBounce at 1/d1, 2/d1, 2.5/d1 and the mirrored and halved
    /// copies in easeInBounce and easeInOutBounce. Slopes stay below 20 at these points, so 10⁻⁹ to
    /// either side the pieces must agree to 10⁻⁷. easeInOutCirc is vertical at ½ (its gap grows as
    /// 2√δ), so it is compared 10⁻¹² to either side, to 10⁻⁵.
    static let breakpoints: [Breakpoint] = {
        var points = families.map { family in
            family.2 == .easeInOutCirc
                ? Breakpoint(easing: family.2, x: 0.5, delta: 1e-12, gap: 1e-5)
                : Breakpoint(easing: family.2, x: 0.5, delta: 1e-9, gap: 1e-7)
        }
        for b in [1 / 2.75, 2 / 2.75, 2.5 / 2.75] {
            points.append(Breakpoint(easing: .easeOutBounce, x: b, delta: 1e-9, gap: 1e-7))
            points.append(Breakpoint(easing: .easeInBounce, x: 1 - b, delta: 1e-9, gap: 1e-7))
            points.append(Breakpoint(easing: .easeInOutBounce, x: (1 - b) / 2, delta: 1e-9, gap: 1e-7))
            points.append(Breakpoint(easing: .easeInOutBounce, x: (1 + b) / 2, delta: 1e-9, gap: 1e-7))
        }
        return points
    }()

    @Test("piecewise easings are continuous at their breakpoints", arguments: breakpoints)
    func continuity(point: Breakpoint) {
        let left = point.easing.evaluate(point.x - point.delta)
        let right = point.easing.evaluate(point.x + point.delta)
        #expect(abs(left - right) <= point.gap)
    }

    @Test("easeOutBounce touches 1 at each breakpoint and at 1, from both pieces")
    func bounceTouchesOne() {
        for b in [1 / 2.75, 2 / 2.75, 2.5 / 2.75] {
            #expect(isClose(Easing.easeOutBounce.evaluate(b - 1e-12), 1, tolerance: 1e-10))
            #expect(isClose(Easing.easeOutBounce.evaluate(b + 1e-12), 1, tolerance: 1e-10))
        }
        #expect(isClose(Easing.easeOutBounce.evaluate(1 - 1e-12), 1, tolerance: 1e-10))
    }

    @Test("property: In(x) = 1 − Out(1 − x) and InOut(x) = 1 − InOut(1 − x) in every family")
    func symmetry() {
        var random = SplitMix64(seed: 0x5E11_E7E1)
        for (easeIn, easeOut, easeInOut) in Self.families {
            for _ in 0..<200 {
                let x = random.double(in: 1e-6...(1 - 1e-6))
                #expect(
                    isClose(easeIn.evaluate(x), 1 - easeOut.evaluate(1 - x), tolerance: 1e-12),
                    "\(easeIn) at \(x)")
                #expect(
                    isClose(easeInOut.evaluate(x), 1 - easeInOut.evaluate(1 - x), tolerance: 1e-12),
                    "\(easeInOut) at \(x)")
            }
        }
    }

    @Test("property: InOut(x) = In(2x)/2 below ½ where easings.net builds it that way")
    func inOutFromIn() {
        // Back and Elastic use other constants (c2, c5) in their InOut form, so they are not halves.
        var random = SplitMix64(seed: 0x1A0F)
        for (easeIn, _, easeInOut) in Self.families
        where easeIn != .easeInBack && easeIn != .easeInElastic {
            for _ in 0..<200 {
                let x = random.double(in: 1e-6...(0.5 - 1e-6))
                #expect(
                    isClose(easeInOut.evaluate(x), easeIn.evaluate(2 * x) / 2, tolerance: 1e-12),
                    "\(easeInOut) at \(x)")
            }
        }
    }

    @Test("property: finite for every easing on [−1, 2]")
    func finite() {
        var random = SplitMix64(seed: 0xF1_4173)
        let edges = [-1, -1e-300, 0, 1e-300, 0.5 - 1e-16, 0.5, 0.5 + 1e-16, 1 - 1e-16, 1, 1 + 1e-16, 2]
        for easing in Easing.allCases {
            for x in edges + (0..<200).map({ _ in random.double(in: -1...2) }) {
                #expect(easing.evaluate(x).isFinite, "\(easing) at \(x)")
            }
        }
    }

    @Test("end slopes: hand values")
    func slopeValues() {
        #expect(Easing.easeOutQuad.startSlope == 2 && Easing.easeInQuint.endSlope == 5)
        #expect(Easing.easeInSine.endSlope == Double.pi / 2)
        #expect(isClose(Easing.easeInBack.endSlope, 4.70158, tolerance: 1e-14))  // 3·2.70158 − 2·1.70158
        #expect(isClose(Easing.easeOutExpo.startSlope, 6.931471805599453, tolerance: 1e-14))  // 10·ln 2
        #expect(isClose(Easing.easeInExpo.startSlope, 6.931471805599453 / 1024, tolerance: 1e-16))
        #expect(isClose(Easing.easeInElastic.startSlope, 0.0143284, tolerance: 1e-7))  // (18.13799 − 3.46574)/1024
        #expect(isClose(Easing.easeInOutElastic.endSlope, 0.0146036, tolerance: 1e-7))  // (1.20365 + 13.75047)/1024
        #expect(Easing.easeOutBounce.endSlope == 0.6875)  // 2·7.5625·(0.125/2.75)
        #expect(Easing.easeInOutBounce.startSlope == 0.6875)
        #expect(Easing.easeInCirc.endSlope == 0 && Easing.easeOutCirc.startSlope == 0)  // vertical: flat
    }

    /// The closed form's slope as it leaves 0 (`atStart`) or arrives at 1, from the quadratic
    /// through three points inside: f′(0⁺) ≈ (−5f(h) + 8f(2h) − 3f(3h))/(2h), error O(h²).
    static func numericSlope(_ easing: Easing, atStart: Bool, h: Double = 1e-5) -> Double {
        let f = { (s: Double) in atStart ? easing.evaluate(s) : 1 - easing.evaluate(1 - s) }
        return (-5 * f(h) + 8 * f(2 * h) - 3 * f(3 * h)) / (2 * h)
    }

    @Test("end slopes match the closed forms' one-sided derivatives", arguments: Easing.allCases)
    func slopesMatchDerivatives(easing: Easing) {
        let vertical: Set<String> = ["easeOutCirc start", "easeInCirc end"]
        for atStart in [true, false] {
            let key = "\(easing) \(atStart ? "start" : "end")"
            let slope = atStart ? easing.startSlope : easing.endSlope
            let numeric = Self.numericSlope(easing, atStart: atStart)
            if vertical.contains(key) {
                // Vertical there: the difference quotient is huge; the continuation is flat.
                #expect(numeric > 100, "\(key)")
                #expect(slope == 0, "\(key)")
            } else {
                #expect(isClose(slope, numeric, tolerance: 1e-5), "\(key): \(slope) vs \(numeric)")
            }
        }
    }
}
