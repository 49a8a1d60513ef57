extension Double {
    /// The number rounded to `decimals` decimals (0 to 6), as the `Double` nearest that
    /// decimal, so that its ``shortestText`` has at most `decimals` decimals: what a value that
    /// comes from a rounded step (a panel drag, a card size times a scale, a story's grid of
    /// positions) keeps, rather than the last bits of the arithmetic that made it
    /// (`(302.4 * 0.7).roundedToDecimals(2)` is 211.68, not 211.67999999999998). Numbers too
    /// large for the rounding to matter, and those that are not finite, stay as they are.
    ///
    /// ```swift
    /// (0.1 + 0.2).roundedToDecimals(2)            // 0.3
    /// (0.74 + 0.06 * 3).roundedToDecimals(2)      // 0.92
    /// ```
    func roundedToDecimals(_ decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<Swift.min(Swift.max(decimals, 0), 6) { scale *= 10 }
        let scaled = self * scale
        // The integer scaled and the power of ten are exact, and one correctly rounded division
        // gives the nearest Double to the decimal; beyond 2⁵² the number has no fraction anyway.
        guard scaled.isFinite, Swift.abs(scaled) < 0x1p52 else { return self }
        return scaled.rounded() / scale
    }
}
