extension Easing {
    /// The parabolas' curvature: n1 = 7.5625 = 121/16, so the first one reaches 1 at x = 1/d1.
    static let bounceN1 = 7.5625
    /// The time scale of the bounces: d1 = 2.75.
    static let bounceD1 = 2.75

    /// easeOutBounce: n1·x² rises to 1 at x = 1/d1; then three ever smaller bounces dip to 0.75,
    /// 0.9375 and 0.984375 and come back to 1 at 2/d1, 2.5/d1 and 1.
    static func outBounce(_ x: Double) -> Double {
        let n1 = bounceN1, d1 = bounceD1
        if x < 1 / d1 {
            return n1 * x * x
        } else if x < 2 / d1 {
            let u = x - 1.5 / d1
            return n1 * u * u + 0.75
        } else if x < 2.5 / d1 {
            let u = x - 2.25 / d1
            return n1 * u * u + 0.9375
        }
        let u = x - 2.625 / d1
        return n1 * u * u + 0.984375
    }

    /// easeInOutBounce: (1 − easeOutBounce(1 − 2x))/2 below ½, else (1 + easeOutBounce(2x − 1))/2.
    static func inOutBounce(_ x: Double) -> Double {
        x < 0.5 ? (1 - outBounce(1 - 2 * x)) / 2 : (1 + outBounce(2 * x - 1)) / 2
    }
}
