import Testing
import VitrineParallax
import VitrineTestSupport

@Suite("Easing values")
struct EasingValueTests {
    /// A hand-computed value: the easing, the progress, the expected eased progress.
    struct Sample: CustomTestStringConvertible, Sendable {
        let easing: Easing
        let x: Double
        let y: Double
        var testDescription: String { "\(easing)(\(x)) = \(y)" }
        init(_ easing: Easing, _ x: Double, _ y: Double) {
            self.easing = easing
            self.x = x
            self.y = y
        }
    }

    /// Every easing at ½, worked out by hand from easings.net's formulas.
    static let halves: [Sample] = [
        Sample(.easeInSine, 0.5, 0.2928932188134524),  // 1 − cos(π/4) = 1 − √2/2
        Sample(.easeOutSine, 0.5, 0.7071067811865476),  // sin(π/4) = √2/2
        Sample(.easeInOutSine, 0.5, 0.5),  // −(cos(π/2) − 1)/2
        Sample(.easeInQuad, 0.5, 0.25),
        Sample(.easeOutQuad, 0.5, 0.75),
        Sample(.easeInOutQuad, 0.5, 0.5),  // 1 − 1²/2
        Sample(.easeInCubic, 0.5, 0.125),
        Sample(.easeOutCubic, 0.5, 0.875),
        Sample(.easeInOutCubic, 0.5, 0.5),
        Sample(.easeInQuart, 0.5, 0.0625),
        Sample(.easeOutQuart, 0.5, 0.9375),
        Sample(.easeInOutQuart, 0.5, 0.5),
        Sample(.easeInQuint, 0.5, 0.03125),
        Sample(.easeOutQuint, 0.5, 0.96875),
        Sample(.easeInOutQuint, 0.5, 0.5),
        Sample(.easeInExpo, 0.5, 0.03125),  // 2⁻⁵
        Sample(.easeOutExpo, 0.5, 0.96875),  // 1 − 2⁻⁵
        Sample(.easeInOutExpo, 0.5, 0.5),  // (2 − 2⁰)/2
        Sample(.easeInCirc, 0.5, 0.1339745962155614),  // 1 − √¾ = 1 − √3/2
        Sample(.easeOutCirc, 0.5, 0.8660254037844386),  // √(1 − ¼) = √3/2
        Sample(.easeInOutCirc, 0.5, 0.5),  // (√(1 − 1) + 1)/2
        Sample(.easeInBack, 0.5, -0.0876975),  // 2.70158/8 − 1.70158/4
        Sample(.easeOutBack, 0.5, 1.0876975),  // 1 − 2.70158/8 + 1.70158/4
        Sample(.easeInOutBack, 0.5, 0.5),  // ((−1)²·(−(c2 + 1) + c2) + 2)/2
        Sample(.easeInElastic, 0.5, -0.015625),  // −2⁻⁵·sin(−5.75·2π/3) = −2⁻⁵·sin(π/6)
        Sample(.easeOutElastic, 0.5, 1.015625),  // 2⁻⁵·sin(4.25·2π/3) + 1 = 2⁻⁵·sin(5π/6) + 1
        Sample(.easeInOutElastic, 0.5, 0.5),  // sin(−1.125·2π/4.5)/2 + 1 = sin(−π/2)/2 + 1
        Sample(.easeInBounce, 0.5, 0.234375),  // 1 − easeOutBounce(½)
        Sample(.easeOutBounce, 0.5, 0.765625),  // 7.5625·(½ − 1.5/2.75)² + 0.75 = 7.5625/22² + 0.75
        Sample(.easeInOutBounce, 0.5, 0.5),  // (1 + easeOutBounce(0))/2
    ]

    /// One more point per easing (both halves of each InOut one, each parabola of easeOutBounce).
    static let others: [Sample] = [
        Sample(.easeInSine, 1.0 / 3, 0.1339745962155614),  // 1 − cos(π/6) = 1 − √3/2
        Sample(.easeOutSine, 1.0 / 3, 0.5),  // sin(π/6)
        Sample(.easeInOutSine, 0.25, 0.1464466094067262),  // (1 − cos(π/4))/2
        Sample(.easeInOutSine, 0.75, 0.8535533905932738),  // (1 − cos(3π/4))/2
        Sample(.easeInQuad, 0.3, 0.09),
        Sample(.easeOutQuad, 0.3, 0.51),  // 1 − 0.49
        Sample(.easeInOutQuad, 0.25, 0.125),  // 2·(1/16)
        Sample(.easeInOutQuad, 0.75, 0.875),  // 1 − ½²/2
        Sample(.easeInCubic, 0.2, 0.008),
        Sample(.easeOutCubic, 0.2, 0.488),  // 1 − 0.512
        Sample(.easeInOutCubic, 0.25, 0.0625),  // 4·(1/64)
        Sample(.easeInOutCubic, 0.75, 0.9375),  // 1 − ½³/2
        Sample(.easeInQuart, 0.1, 0.0001),
        Sample(.easeOutQuart, 0.1, 0.3439),  // 1 − 0.6561
        Sample(.easeInOutQuart, 0.25, 0.03125),  // 8·(1/256)
        Sample(.easeInOutQuart, 0.75, 0.96875),  // 1 − ½⁴/2
        Sample(.easeInQuint, 0.2, 0.00032),
        Sample(.easeOutQuint, 0.2, 0.67232),  // 1 − 0.32768
        Sample(.easeInOutQuint, 0.25, 0.015625),  // 16·(1/1024)
        Sample(.easeInOutQuint, 0.75, 0.984375),  // 1 − ½⁵/2
        Sample(.easeInExpo, 0.8, 0.25),  // 2⁻²
        Sample(.easeOutExpo, 0.2, 0.75),  // 1 − 2⁻²
        Sample(.easeInOutExpo, 0.25, 0.015625),  // 2⁻⁵/2
        Sample(.easeInOutExpo, 0.75, 0.984375),  // (2 − 2⁻⁵)/2
        Sample(.easeInCirc, 0.6, 0.2),  // 1 − √0.64
        Sample(.easeOutCirc, 0.4, 0.8),  // √(1 − 0.36)
        Sample(.easeInOutCirc, 0.3, 0.1),  // (1 − √(1 − 0.36))/2
        Sample(.easeInOutCirc, 0.7, 0.9),  // (√(1 − 0.36) + 1)/2
        Sample(.easeInBack, 0.25, -0.0641365625),  // 2.70158/64 − 1.70158/16
        Sample(.easeOutBack, 0.75, 1.0641365625),  // 1 − 2.70158/64 + 1.70158/16
        Sample(.easeInOutBack, 0.25, -0.09968184375),  // ¼·(½(c2 + 1) − c2)/2 = (1 − c2)/16, c2 = 2.5949095
        Sample(.easeInOutBack, 0.75, 1.09968184375),  // (¼·(c2 − ½(c2 + 1)) + 2)/2 = 1 + (c2 − 1)/16
        Sample(.easeInElastic, 0.9, -0.25),  // −2⁻¹·sin(−1.75·2π/3) = −½·sin(−7π/6) = −½·½
        Sample(.easeOutElastic, 0.1, 1.25),  // 2⁻¹·sin(0.25·2π/3) + 1 = ½·sin(π/6) + 1
        Sample(.easeInOutElastic, 0.3875, -0.10511205190671433),  // −2^−2.25·sin(−3.375·4π/9)/2 = −2^−3.25
        Sample(.easeInOutElastic, 0.6125, 1.1051120519067143),  // 2^−2.25·sin(1.125·4π/9)/2 + 1 = 1 + 2^−3.25
        Sample(.easeInBounce, 0.25, 0.02734375),  // 1 − (7.5625·(3/44)² + 0.9375)
        Sample(.easeOutBounce, 0.2, 0.3025),  // 7.5625·0.04
        Sample(.easeOutBounce, 0.75, 0.97265625),  // 7.5625·(¾ − 9/11)² + 0.9375 = 121/16·9/1936 + 0.9375
        Sample(.easeOutBounce, 0.95, 0.98453125),  // 7.5625·(0.95 − 21/22)² + 0.984375 = 121/16/48400 + 0.984375
        Sample(.easeInOutBounce, 0.25, 0.1171875),  // (1 − easeOutBounce(½))/2
        Sample(.easeInOutBounce, 0.75, 0.8828125),  // (1 + easeOutBounce(½))/2
    ]

    @Test("there are easings.net's 30 functions, and every one is exactly 0 at 0 and 1 at 1")
    func endpoints() {
        #expect(Easing.allCases.count == 30)
        for easing in Easing.allCases {
            #expect(easing.evaluate(0) == 0, "\(easing)")
            #expect(easing.evaluate(1) == 1, "\(easing)")
        }
    }

    @Test("every easing at ½", arguments: halves)
    func half(sample: Sample) {
        #expect(isClose(sample.easing.evaluate(sample.x), sample.y, tolerance: 1e-14))
    }

    @Test("every easing at a further hand-computed point", arguments: others)
    func other(sample: Sample) {
        #expect(isClose(sample.easing.evaluate(sample.x), sample.y, tolerance: 1e-14))
    }

    @Test("the tables cover every easing")
    func coverage() {
        #expect(Set(Self.halves.map(\.easing)) == Set(Easing.allCases))
        #expect(Set(Self.others.map(\.easing)) == Set(Easing.allCases))
    }

    @Test("easings.net's end guards: Expo and Elastic jump by at most 2⁻¹⁰ next to an end")
    func endGuards() {
        // Just inside 0, easeInExpo's formula is 2⁻¹⁰, while 0 itself is 0; easeOutExpo mirrors it.
        #expect(isClose(Easing.easeInExpo.evaluate(1e-300), 0x1p-10, tolerance: 1e-15))
        #expect(isClose(Easing.easeOutExpo.evaluate(1 - 0x1p-53), 1 - 0x1p-10, tolerance: 1e-15))
        // easeInElastic's formula at 0⁺ is −2⁻¹⁰·sin(5π/6) = −2⁻¹¹.
        #expect(isClose(Easing.easeInElastic.evaluate(1e-300), -0x1p-11, tolerance: 1e-15))
        // easeOutElastic leaves 0 continuously: 2⁰·sin(−π/2) + 1 = 0.
        #expect(isClose(Easing.easeOutElastic.evaluate(1e-300), 0, tolerance: 1e-15))
    }

    @Test("outside [0, 1]: straight lines with the end slopes; NaN gives 0")
    func outOfRange() {
        #expect(Easing.easeOutQuad.evaluate(-0.5) == -1)  // slope 2 at 0
        #expect(Easing.easeInQuad.evaluate(1.5) == 2)  // slope 2 at 1
        #expect(Easing.easeInQuad.evaluate(-3) == 0)  // flat at 0
        #expect(Easing.easeInCirc.evaluate(2) == 1)  // vertical at 1: continued flat
        #expect(Easing.easeOutCirc.evaluate(-1) == 0)  // vertical at 0: continued flat
        #expect(isClose(Easing.easeOutBounce.evaluate(1.2), 1.1375, tolerance: 1e-15))  // 1 + 0.6875·0.2
        #expect(isClose(Easing.easeInBack.evaluate(2), 5.70158, tolerance: 1e-14))  // 1 + 4.70158
        #expect(Easing.easeOutSine.evaluate(-1) == -Double.pi / 2)
        #expect(Easing.easeOutQuad.evaluate(-.infinity) == -.infinity)
        #expect(Easing.easeInQuad.evaluate(.infinity) == .infinity)
        #expect(Easing.easeOutQuad.evaluate(.infinity) == 1)
        for easing in Easing.allCases {
            #expect(easing.evaluate(.nan) == 0, "\(easing)")
        }
    }
}
