import Testing
import VitrineMotion

/// The central difference (x(t + h) − x(t − h))/2h of a simulation's position, for t ≥ h.
func numericVelocity(_ simulation: some Simulation, at t: Double, step h: Double = 1e-6) -> Double {
    (simulation.position(at: t + h) - simulation.position(at: t - h)) / (2 * h)
}

/// Times 0, step, 2·step, … up to and including `end`.
func grid(to end: Double, step: Double) -> [Double] {
    let count = Int((end / step).rounded(.down))
    return (0...count).map { Double($0) * step }
}
