extension Easing {
    /// `x` raised to the whole power `n` ≥ 0, by repeated multiplication (exact for the short
    /// binary fractions the tests use).
    static func power(_ x: Double, _ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<max(n, 0) { result *= x }
        return result
    }

    /// easeInQuad, easeInCubic, easeInQuart, easeInQuint: xⁿ.
    static func inPower(_ x: Double, _ n: Int) -> Double {
        power(x, n)
    }

    /// easeOutQuad … easeOutQuint: 1 − (1 − x)ⁿ.
    static func outPower(_ x: Double, _ n: Int) -> Double {
        1 - power(1 - x, n)
    }

    /// easeInOutQuad … easeInOutQuint: 2ⁿ⁻¹·xⁿ below ½ (2x², 4x³, 8x⁴, 16x⁵), else
    /// 1 − (−2x + 2)ⁿ/2.
    static func inOutPower(_ x: Double, _ n: Int) -> Double {
        x < 0.5 ? power(2, n - 1) * power(x, n) : 1 - power(-2 * x + 2, n) / 2
    }
}
