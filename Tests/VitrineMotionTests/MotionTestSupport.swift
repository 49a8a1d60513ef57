import Testing
import VitrineMotion

/// Whether `a` and `b` differ by at most `tolerance`; false when either is NaN.
func isClose(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether `a` and `b` agree to `relative` of the larger magnitude (or `absolute`, whichever is
/// larger); false when either is NaN, and when only one is infinite or they are opposite infinities.
func isClose(_ a: Double, _ b: Double, relative: Double, absolute: Double = 0) -> Bool {
    guard a.isFinite, b.isFinite else { return a == b }
    return abs(a - b) <= max(relative * max(abs(a), abs(b)), absolute)
}

/// The central difference (x(t + h) − x(t − h))/2h of a simulation's position, for t ≥ h.
func numericVelocity(_ simulation: some Simulation, at t: Double, step h: Double = 1e-6) -> Double {
    (simulation.position(at: t + h) - simulation.position(at: t - h)) / (2 * h)
}

/// Times 0, step, 2·step, … up to and including `end`.
func grid(to end: Double, step: Double) -> [Double] {
    let count = Int((end / step).rounded(.down))
    return (0...count).map { Double($0) * step }
}
