extension CubicBezier {
    /// How many evenly spaced samples of x(t) give the initial guess: 11 (t = 0, 0.1, …, 1).
    static let splineSampleCount = 11
    /// How far off in t the solver's answer may be: 10⁻¹⁰. y′(t) is at most 3 times the largest
    /// difference of successive control y values (6.3 for easeInOutBack), so y is then off by
    /// less than 10⁻⁹.
    static let parameterTolerance = 1e-10
    /// The most Newton steps taken from the first guess before the bracketed solve takes over: 6.
    static let maximumNewtonSteps = 6
    /// The most steps of the bracketed solve: bisection alone reaches ``parameterTolerance``
    /// from a sample interval in 30.
    static let maximumBracketedSteps = 100
    /// Within this distance in t of the inflection point of x(t), x(t) − x is computed around
    /// that point (see ``residual(at:for:)``).
    static let inflectionNeighborhood = 0.1

    /// The curve parameter t ∈ [0, 1] at which x(t) = `x`, for `x` in [0, 1], to
    /// ``parameterTolerance``.
    ///
    /// A first guess between 11 samples of x(t) (WebKit and Chromium's UnitBezier start), then
    /// Newton's method while it stays inside the sample interval, until its error, about
    /// |x″|·h² / (2x′) after a step h (x″ bounded over [0, 1]), is below the tolerance: two or
    /// three steps for most x. Where Newton is unsafe — it leaves the interval, x′ is 0, or it
    /// has not converged in ``maximumNewtonSteps`` (it crawls toward a vertical tangent) — a
    /// bracketed solve finishes (``bracketedParameter(for:lower:upper:)``).
    ///
    /// Solving to a tolerance in t rather than in x is what keeps y accurate where the curve is
    /// steep: there a small error in x is a large one in y (easeInOutExpo, with a vertical
    /// tangent at x = ½, was off by 4.4·10⁻³ at x = 0.5000001 when x was solved to 10⁻⁷).
    func parameter(for x: Double) -> Double {
        let x = min(max(x, 0), 1)
        let (lower, upper, guess) = sampleBracket(for: x)
        // x″(t) = 6·ax·t + 2·bx is linear: its largest size on [0, 1] is at an end.
        let curvatureBound = max(abs(2 * bx), abs(6 * ax + 2 * bx))
        var t = guess
        for _ in 0..<Self.maximumNewtonSteps {
            let slope = sampleDerivativeX(t)
            guard slope > 0 else { break }
            let step = residual(at: t, for: x) / slope
            guard t - step >= lower, t - step <= upper else { break }
            t -= step
            if curvatureBound * step * step < 2 * slope * Self.parameterTolerance { return t }
        }
        return bracketedParameter(for: x, lower: lower, upper: upper)
    }

    /// The t in [`lower`, `upper`] with x(t) = `x`, where x(lower) ≤ x ≤ x(upper): Newton's
    /// method kept inside a shrinking bracket, a step that would leave it or that is not at
    /// most half the step before it replaced by a bisection (Numerical Recipes' `rtsafe`), until
    /// the bracket is narrower than ``parameterTolerance`` or Newton's error estimate is below
    /// it. x(t) increases on [0, 1] for control x in [0, 1], so the bracket always holds the
    /// root and this converges, even where x′(t) = 0.
    func bracketedParameter(for x: Double, lower: Double, upper: Double) -> Double {
        var lower = lower, upper = upper
        let curvatureBound = max(abs(2 * bx), abs(6 * ax + 2 * bx))
        var t = lower + (upper - lower) / 2
        var step = upper - lower
        for _ in 0..<Self.maximumBracketedSteps {
            let residual = residual(at: t, for: x)
            if residual == 0 { return t }
            if residual < 0 { lower = t } else { upper = t }
            if upper - lower < Self.parameterTolerance { return t }
            let slope = sampleDerivativeX(t)
            let newton = residual / slope
            if slope > 0, t - newton > lower, t - newton < upper, abs(newton) < step / 2 {
                step = abs(newton)
                t -= newton
                // Done when Newton's error estimate is small, as in ``parameter(for:)``; near a
                // vertical tangent it never is, and the bracket closes in instead.
                if curvatureBound * step * step < 2 * slope * Self.parameterTolerance { return t }
            } else {
                step = (upper - lower) / 2
                t = lower + step
            }
        }
        return t
    }

    /// The sample interval of x(t) that holds `x`, and a guess inside it by linear
    /// interpolation between its ends.
    private func sampleBracket(for x: Double) -> (lower: Double, upper: Double, guess: Double) {
        let intervals = Double(Self.splineSampleCount - 1)
        var previousSample = 0.0
        for index in 1..<Self.splineSampleCount {
            let t = Double(index) / intervals
            let sample = sampleX(t)
            if x <= sample {
                let lower = Double(index - 1) / intervals
                let width = sample - previousSample
                let guess = width > 0 ? lower + (t - lower) * (x - previousSample) / width : lower
                return (lower, t, guess)
            }
            previousSample = sample
        }
        return (1 - 1 / intervals, 1, 1)
    }

    /// x(t) − x, computed so that its sign is right even where x′(t) is about 0.
    ///
    /// Near the ``inflection`` point tᵢ = −bx / (3·ax) of x(t), where x′ is at its extreme (and
    /// may vanish), the cubic is written around it: x(tᵢ + u) = x(tᵢ) + x′(tᵢ)·u + ax·u³ (x″(tᵢ)
    /// = 0). There the small differences that decide the root come from u, exactly, instead of
    /// from the difference of two nearly equal sums: for easeInOutExpo, x(½ + u) = ½ + 4u³
    /// resolves x to the last bit at any u, where evaluating x(t) directly cannot tell t apart
    /// within ±4·10⁻⁶ of ½. Elsewhere, x(t) − x as is.
    func residual(at t: Double, for x: Double) -> Double {
        let u = t - inflection
        if abs(u) < Self.inflectionNeighborhood {
            return (xAtInflection - x) + u * (slopeAtInflection + ax * u * u)
        }
        return sampleX(t) - x
    }
}
