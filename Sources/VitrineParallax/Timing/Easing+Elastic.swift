import Foundation

extension Easing {
    /// The angular frequency of easeInElastic and easeOutElastic: c4 = 2π/3.
    static let elasticC4 = 2 * Double.pi / 3
    /// The angular frequency of easeInOutElastic: c5 = 2π/4.5.
    static let elasticC5 = 2 * Double.pi / 4.5

    /// easeInElastic away from 0 and 1: −2^(10x − 10)·sin((10x − 10.75)·c4).
    static func inElastic(_ x: Double) -> Double {
        -exp2(10 * x - 10) * sin((10 * x - 10.75) * elasticC4)
    }

    /// easeOutElastic away from 0 and 1: 2^(−10x)·sin((10x − 0.75)·c4) + 1.
    static func outElastic(_ x: Double) -> Double {
        exp2(-10 * x) * sin((10 * x - 0.75) * elasticC4) + 1
    }

    /// easeInOutElastic away from 0 and 1: −2^(20x − 10)·sin((20x − 11.125)·c5)/2 below ½,
    /// else 2^(−20x + 10)·sin((20x − 11.125)·c5)/2 + 1.
    static func inOutElastic(_ x: Double) -> Double {
        let wave = sin((20 * x - 11.125) * elasticC5)
        return x < 0.5 ? -exp2(20 * x - 10) * wave / 2 : exp2(-20 * x + 10) * wave / 2 + 1
    }
}
