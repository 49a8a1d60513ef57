/// Whether `a` and `b` differ by at most `tolerance`; false when either is NaN.
public func isClose(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether `a` and `b` agree to `relative` of the larger magnitude (or `absolute`, whichever is
/// larger); false when either is NaN, and when only one is infinite or they are opposite
/// infinities.
public func isClose(_ a: Double, _ b: Double, relative: Double, absolute: Double = 0) -> Bool {
    guard a.isFinite, b.isFinite else { return a == b }
    return abs(a - b) <= max(relative * max(abs(a), abs(b)), absolute)
}
