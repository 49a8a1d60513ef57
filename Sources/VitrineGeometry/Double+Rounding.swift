extension Double {
    /// The whole number nearest this value, halves away from zero: what `rounded()` gives, bit
    /// for bit (the sign of a zero included), worked out with an integer conversion instead of a
    /// call into the C library's `round`, which x86-64 without SSE 4.1 cannot inline. Drawing
    /// rounds a few values for every item of every frame.
    ///
    /// ```swift
    /// 2.5.roundedToNearestWhole     // 3.0
    /// (-2.5).roundedToNearestWhole  // -3.0
    /// 0.49999999999999994.roundedToNearestWhole  // 0.0, where adding 0.5 would give 1
    /// ```
    @inlinable
    public var roundedToNearestWhole: Double {
        @inline(__always) get {
            // From 2^52 on every Double is whole; NaN fails the comparison and is returned as it is.
            guard abs(self) < 4_503_599_627_370_496 else { return self }
            // Moved away from zero by the largest Double under a half, the value passes the next
            // whole number exactly when its fraction is a half or more, and cutting off the
            // fraction gives the nearest: no branch on the fraction, which drawing's positions
            // make as unpredictable as a coin toss. (Adding a half itself would take
            // 0.49999999999999994 to 1.)
            let nearest = Double(Int64(self + Double(signOf: self, magnitudeOf: 0.49999999999999994)))
            return Double(signOf: self, magnitudeOf: nearest)
        }
    }
}
