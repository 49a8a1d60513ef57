import Foundation

extension Easing {
    /// The slope of the closed form as it leaves x = 0 (its limit from the right), with which
    /// ``evaluate(_:)`` continues the function below 0.
    ///
    /// Out functions leave steeply: 2, 3, 4, 5 for Quad … Quint, π/2 for Sine, 10·ln 2 for Expo and
    /// Elastic, 3·c3 − 2·c1 = 4.70158 for Back; easeOutBounce leaves flat. easeOutCirc leaves
    /// vertically and is continued flat (slope 0), as ``PVTimingFunction`` continues a vertical
    /// tangent. Most In and InOut functions
    /// leave flat; the exceptions are Expo (10·ln 2·2⁻¹⁰), Elastic (about 0.0143 and 0.0146) and
    /// Bounce (n1·2·(1 − 2.625/d1) = 0.6875, the end slope of easeOutBounce's last parabola).
    public var startSlope: Double {
        switch self {
        case .easeInSine, .easeInOutSine, .easeInQuad, .easeInOutQuad, .easeInCubic, .easeInOutCubic,
            .easeInQuart, .easeInOutQuart, .easeInQuint, .easeInOutQuint, .easeInCirc, .easeOutCirc,
            .easeInOutCirc, .easeInBack, .easeInOutBack, .easeOutBounce:
            0
        case .easeOutSine: Double.pi / 2
        case .easeOutQuad: 2
        case .easeOutCubic: 3
        case .easeOutQuart: 4
        case .easeOutQuint: 5
        case .easeInExpo, .easeInOutExpo: Self.expoShallowSlope
        case .easeOutExpo, .easeOutElastic: Self.expoSteepSlope
        case .easeOutBack: Self.backSteepSlope
        case .easeInElastic: Self.elasticShallowSlope
        case .easeInOutElastic: Self.inOutElasticSlope
        case .easeInBounce, .easeInOutBounce: Self.bounceLandingSlope
        }
    }

    /// The slope of the closed form as it arrives at x = 1 (its limit from the left), with which
    /// ``evaluate(_:)`` continues the function above 1.
    ///
    /// Mirrors ``startSlope``: each In function arrives with its Out twin's start slope and each Out
    /// function with its In twin's, and each InOut function, point-symmetric about (½, ½), arrives
    /// as it left. easeInCirc arrives vertically and is continued flat (slope 0).
    public var endSlope: Double {
        switch self {
        case .easeOutSine, .easeInOutSine, .easeOutQuad, .easeInOutQuad, .easeOutCubic, .easeInOutCubic,
            .easeOutQuart, .easeInOutQuart, .easeOutQuint, .easeInOutQuint, .easeInCirc, .easeOutCirc,
            .easeInOutCirc, .easeOutBack, .easeInOutBack, .easeInBounce:
            0
        case .easeInSine: Double.pi / 2
        case .easeInQuad: 2
        case .easeInCubic: 3
        case .easeInQuart: 4
        case .easeInQuint: 5
        case .easeOutExpo, .easeInOutExpo: Self.expoShallowSlope
        case .easeInExpo, .easeInElastic: Self.expoSteepSlope
        case .easeInBack: Self.backSteepSlope
        case .easeOutElastic: Self.elasticShallowSlope
        case .easeInOutElastic: Self.inOutElasticSlope
        case .easeOutBounce, .easeInOutBounce: Self.bounceLandingSlope
        }
    }

    /// The steep end of Expo and Elastic: d/dx 2^(10x − 10) at x = 1, 10·ln 2.
    static let expoSteepSlope = 10 * log(2.0)

    /// The shallow end of Expo, 2¹⁰ times flatter: 10·ln 2·2⁻¹⁰.
    static let expoShallowSlope = 10 * log(2.0) / 1024

    /// The steep end of easeInBack and easeOutBack: 3·c3 − 2·c1 = 4.70158.
    static let backSteepSlope = 3 * backC3 - 2 * backC1

    /// easeInElastic at 0 and easeOutElastic at 1: 2⁻¹⁰·(10π/√3 − 5·ln 2) ≈ 0.0143284. (There
    /// the phase −10.75·c4 ≡ 5π/6, whose sine is ½ and cosine −√3/2.)
    static let elasticShallowSlope = (10 * Double.pi / 3.0.squareRoot() - 5 * log(2.0)) / 1024

    /// easeInOutElastic at both ends: 2⁻¹⁰·(10·ln 2·sin(π/18) + (40π/9)·cos(π/18)) ≈ 0.0146036.
    /// (There the phase −11.125·c5 ≡ π + π/18.)
    static let inOutElasticSlope =
        (10 * log(2.0) * sin(Double.pi / 18) + 40 * Double.pi / 9 * cos(Double.pi / 18)) / 1024

    /// easeOutBounce arriving at 1 on its last parabola: 2·n1·(1 − 2.625/d1) = 2·n1·(d1 − 2.625)/d1
    /// = 0.6875 (in this order every step is exact).
    static let bounceLandingSlope = 2 * bounceN1 * (bounceD1 - 2.625) / bounceD1
}
