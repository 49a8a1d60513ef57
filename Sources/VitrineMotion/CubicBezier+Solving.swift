extension CubicBezier {
    /// How many evenly spaced samples of x(t) give the initial guess: 11 (t = 0, 0.1, …, 1).
    static let splineSampleCount = 11
    /// The most Newton steps taken before falling back to bisection: 4.
    static let maximumNewtonSteps = 4
    /// Newton stops when |x(t) − x| is below this: 10⁻⁷.
    static let newtonTolerance = 1e-7
    /// Newton gives up when |x′(t)| is below this (a flat spot would throw t far away): 10⁻⁷.
    static let minimumSlope = 1e-7
    /// Bisection stops when |x(t) − x| is below this: 10⁻¹⁰.
    static let bisectionTolerance = 1e-10

    /// The curve parameter t ∈ [0, 1] at which x(t) = `x`, for `x` in [0, 1].
    ///
    /// WebKit and Chromium's UnitBezier method: interpolate between 11 samples of x(t) for a first
    /// guess, polish it with up to 4 Newton steps, and if that does not converge inside [0, 1],
    /// bisect the bracketing sample interval (where x(t) increases) to 10⁻¹⁰.
    func parameter(for x: Double) -> Double {
        let x = min(max(x, 0), 1)
        let intervals = Double(Self.splineSampleCount - 1)

        // 1. The sample interval [lower, upper] holding x, and a linear guess inside it.
        var lower = 0.0
        var upper = 1.0
        var guess = x
        var previousSample = 0.0
        for index in 1..<Self.splineSampleCount {
            let t = Double(index) / intervals
            let sample = sampleX(t)
            if x <= sample {
                lower = Double(index - 1) / intervals
                upper = t
                let width = sample - previousSample
                guess = width > 0 ? lower + (upper - lower) * (x - previousSample) / width : lower
                break
            }
            previousSample = sample
        }

        // 2. Newton's method from the guess.
        var t = guess
        for _ in 0..<Self.maximumNewtonSteps {
            let error = sampleX(t) - x
            if abs(error) < Self.newtonTolerance { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < Self.minimumSlope { break }
            t -= error / slope
        }
        if t >= 0, t <= 1, abs(sampleX(t) - x) < Self.newtonTolerance { return t }

        // 3. Bisection: x(lower) ≤ x ≤ x(upper) and x(t) is nondecreasing on [0, 1].
        t = (lower + upper) / 2
        var steps = 0
        while steps < 100, upper - lower > 1e-16 {
            let sample = sampleX(t)
            if abs(sample - x) < Self.bisectionTolerance { break }
            if sample < x { lower = t } else { upper = t }
            t = (lower + upper) / 2
            steps += 1
        }
        return t
    }
}
