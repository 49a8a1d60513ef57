extension Double {
    /// This value as a length: finite and not negative, else 0.
    var flowLength: Double {
        isFinite && self > 0 ? self : 0
    }

    /// This value when it is finite, else 0.
    var flowFinite: Double {
        isFinite ? self : 0
    }

    /// This value pulled into `-1...1`; NaN becomes 0.
    var flowUnitClamped: Double {
        guard !isNaN else { return 0 }
        return Swift.min(Swift.max(self, -1), 1)
    }

    /// `self / denominator` pulled into `-1...1`. A denominator that is zero, negative or not
    /// finite gives the sign of `self` (0 for 0): the limit of the ratio as the denominator
    /// shrinks to zero.
    func flowRatio(over denominator: Double) -> Double {
        guard denominator > 0, denominator.isFinite else {
            return self > 0 ? 1 : (self < 0 ? -1 : 0)
        }
        return (self / denominator).flowUnitClamped
    }
}
