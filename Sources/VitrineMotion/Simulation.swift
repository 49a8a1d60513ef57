/// A one-dimensional motion described as a pure function of the time since it started.
///
/// After Flutter's `Simulation`: a simulation has no clock and no mutable state. The caller keeps
/// the instant the simulation started and asks for the position at `now − start`, so the same
/// simulation gives the same answer at any frame rate and in any order of queries.
///
/// Times are in seconds. A time before 0 is treated as 0, and so is NaN.
///
/// ```swift
/// let fling = DecelerationSimulation(start: 0, velocity: 1000)
/// let offset = fling.position(at: now - releaseTime)
/// if fling.isDone(at: now - releaseTime) { /* snap to fling.restingPosition */ }
/// ```
public protocol Simulation: Sendable {
    /// The position, in pixels, `t` seconds after the simulation started.
    func position(at t: Double) -> Double

    /// The velocity, in pixels per second, `t` seconds after the simulation started.
    func velocity(at t: Double) -> Double

    /// Whether the motion has come to rest (within the simulation's documented tolerance) `t`
    /// seconds after it started.
    ///
    /// Once true, it stays true for every later time.
    func isDone(at t: Double) -> Bool
}
