extension Easing {
    /// √v for v ≥ 0, and 0 for the tiny negative v rounding can leave.
    static func root(_ value: Double) -> Double {
        max(value, 0).squareRoot()
    }

    /// easeInCirc: 1 − √(1 − x²).
    static func inCirc(_ x: Double) -> Double {
        1 - root(1 - x * x)
    }

    /// easeOutCirc: √(1 − (x − 1)²).
    static func outCirc(_ x: Double) -> Double {
        root(1 - (x - 1) * (x - 1))
    }

    /// easeInOutCirc: (1 − √(1 − (2x)²))/2 below ½, else (√(1 − (−2x + 2)²) + 1)/2.
    static func inOutCirc(_ x: Double) -> Double {
        if x < 0.5 {
            return (1 - root(1 - (2 * x) * (2 * x))) / 2
        }
        let u = -2 * x + 2
        return (root(1 - u * u) + 1) / 2
    }
}
