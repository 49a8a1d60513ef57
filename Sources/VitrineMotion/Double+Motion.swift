extension Double {
    /// This value as a time since a simulation started: negative times and NaN become 0, and
    /// +∞ stays +∞.
    var elapsedTime: Double {
        self > 0 ? self : 0
    }

    /// This value when it is finite, otherwise `replacement`.
    func finite(or replacement: Double) -> Double {
        isFinite ? self : replacement
    }
}
