extension Easing {
    /// How far back easeInBack pulls: c1 = 1.70158 (Robert Penner's 10 % overshoot).
    static let backC1 = 1.70158
    /// easeInOutBack's constant: c2 = c1 · 1.525.
    static let backC2 = backC1 * 1.525
    /// The cubic coefficient of easeInBack and easeOutBack: c3 = c1 + 1.
    static let backC3 = backC1 + 1

    /// easeInBack: c3·x³ − c1·x².
    static func inBack(_ x: Double) -> Double {
        backC3 * x * x * x - backC1 * x * x
    }

    /// easeOutBack: 1 + c3·(x − 1)³ + c1·(x − 1)².
    static func outBack(_ x: Double) -> Double {
        let u = x - 1
        return 1 + backC3 * u * u * u + backC1 * u * u
    }

    /// easeInOutBack: (2x)²·((c2 + 1)·2x − c2)/2 below ½, else
    /// ((2x − 2)²·((c2 + 1)(2x − 2) + c2) + 2)/2.
    static func inOutBack(_ x: Double) -> Double {
        if x < 0.5 {
            let u = 2 * x
            return u * u * ((backC2 + 1) * u - backC2) / 2
        }
        let u = 2 * x - 2
        return (u * u * ((backC2 + 1) * u + backC2) + 2) / 2
    }
}
