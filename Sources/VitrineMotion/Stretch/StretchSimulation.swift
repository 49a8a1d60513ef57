import Foundation

/// The spring that lets an overscroll stretch go back to rest: Android 12's `EdgeEffect` stretch
/// spring, as a pure function of time.
///
/// The position is the stretch in points (the stretch's distance times the viewport's length),
/// positive while stretched. From x₀ and v₀, an underdamped spring of natural frequency
/// ω₀ = 24.657 s⁻¹ and damping ratio ζ = 0.98 (`NATURAL_FREQUENCY`, `DAMPING_RATIO` of AOSP
/// `EdgeEffect.java`, Android 12; a stiffness of ω₀² ≈ 608 per unit mass), with
/// ω_d = ω₀·√(1 − ζ²):
///
///     x(t) = e^(−ζω₀t)·(x₀·cos ω_d t + (ζω₀x₀ + v₀)/ω_d · sin ω_d t)
///
/// Android ends it as `EdgeEffect.updateSpring` does, which makes the rest exact:
/// - once the spring comes within 8 points of rest (`LINEAR_DISTANCE_TAKE_OVER`) moving back at
///   no more than 200 points per second (`LINEAR_VELOCITY_TAKE_OVER`), it goes the rest of the
///   way at exactly 200 points per second, reaching 0 at ``endTime``;
/// - should it reach 0 first (it never stretches the other way), it ends there.
///
/// Android checks these each frame; here ``handOverTime`` is found once, to a microsecond, so
/// the motion is the same at any frame rate. A fling that reaches the edge is absorbed with
/// 13 times its speed (``absorbedVelocity(forFlingVelocity:)``, `ON_ABSORB_VELOCITY_ADJUSTMENT`);
/// where Android stops a stretch at a whole viewport with a jump, the absorbed speed is capped
/// instead so that the spring's peak stays within ``limit``.
///
/// ```swift
/// let back = StretchSimulation(start: 200, velocity: 0, limit: 1000)
/// back.position(at: 0)      // 200
/// back.isDone(at: back.endTime)   // true, and position(at: back.endTime) is exactly 0
/// ```
public struct StretchSimulation: Simulation, Hashable {
    /// Android's stretch spring natural frequency ω₀: 24.657 per second.
    public static let naturalFrequency = 24.657
    /// Android's stretch spring damping ratio ζ: 0.98.
    public static let dampingRatio = 0.98
    /// Android's `LINEAR_DISTANCE_TAKE_OVER`: 8 points from rest, the spring may hand over to a
    /// steady glide.
    public static let linearDistance = 8.0
    /// Android's `LINEAR_VELOCITY_TAKE_OVER`: the glide's speed, 200 points per second.
    public static let linearVelocity = 200.0
    /// Android's `ON_ABSORB_VELOCITY_ADJUSTMENT`: a fling meeting the edge stretches it at 13
    /// times its speed.
    public static let absorbAdjustment = 13.0
    /// How long the spring is searched for its hand-over, in seconds (it is far within 8 points
    /// of rest after 2).
    static let searchSpan = 4.0

    /// The stretch at t = 0, in points (0...limit).
    public let start: Double
    /// The stretch's velocity at t = 0, in points per second (positive stretches further).
    public let initialVelocity: Double
    /// The largest stretch, in points: the viewport's length.
    public let limit: Double
    /// When the spring hands over to the steady glide back (or reached 0).
    public let handOverTime: Double
    /// The stretch at ``handOverTime``: where the steady glide starts (0 when the spring ended
    /// on its own).
    public let handOverPosition: Double
    /// When the stretch is exactly 0 and the motion is done.
    public var endTime: Double { handOverTime + handOverPosition / Self.linearVelocity }

    /// The damped frequency ω_d = ω₀·√(1 − ζ²), about 4.907 per second.
    static var dampedFrequency: Double { naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot() }
    /// The decay rate ζω₀, about 24.164 per second.
    static var decayRate: Double { dampingRatio * naturalFrequency }

    /// A stretch let go at `start` points moving at `velocity` points per second, stretching at
    /// most `limit` points (the viewport's length; at least 1).
    ///
    /// Non-finite numbers are taken as 0; the start is kept in 0...limit, and a velocity that
    /// would carry the stretch past `limit` is reduced to the fastest that does not.
    public init(start: Double, velocity: Double, limit: Double) {
        let limit = limit.isFinite ? max(limit, 1) : 1
        let start = start.isFinite ? min(max(start, 0), limit) : 0
        var velocity = velocity.isFinite ? velocity : 0
        if velocity > 0 {
            let fastest = Self.fastestVelocity(from: start, limit: limit)
            velocity = min(velocity, fastest)
        }
        self.start = start
        self.initialVelocity = velocity
        self.limit = limit
        (handOverTime, handOverPosition) = Self.handOver(start: start, velocity: velocity)
    }

    /// The velocity Android gives the stretch when a fling at `velocity` points per second meets
    /// the edge: 13 times its speed.
    public static func absorbedVelocity(forFlingVelocity velocity: Double) -> Double {
        guard velocity.isFinite else { return 0 }
        return abs(velocity) * absorbAdjustment
    }

    /// The stretch, in points, `t` seconds after the start: the spring, then the steady glide,
    /// then exactly 0.
    public func position(at t: Double) -> Double {
        let t = t.elapsedTime
        if t >= endTime { return 0 }
        if t >= handOverTime { return handOverPosition - Self.linearVelocity * (t - handOverTime) }
        return Self.spring(start: start, velocity: initialVelocity, at: t).position
    }

    /// The stretch's velocity, points per second, `t` seconds after the start.
    public func velocity(at t: Double) -> Double {
        let t = t.elapsedTime
        if t >= endTime { return 0 }
        if t >= handOverTime { return -Self.linearVelocity }
        return Self.spring(start: start, velocity: initialVelocity, at: t).velocity
    }

    /// Whether the stretch is back at exactly 0.
    public func isDone(at t: Double) -> Bool {
        t.elapsedTime >= endTime
    }

    /// The spring's position and velocity at `t`, before any hand-over.
    static func spring(start x0: Double, velocity v0: Double, at t: Double) -> (position: Double, velocity: Double) {
        let wd = dampedFrequency, decay = decayRate
        let a = x0, b = (decay * x0 + v0) / wd
        let envelope = exp(-decay * t)
        let cosine = cos(wd * t), sine = sin(wd * t)
        let position = envelope * (a * cosine + b * sine)
        let velocity = -decay * position + envelope * wd * (b * cosine - a * sine)
        return (position, velocity)
    }

    /// Whether Android's `updateSpring` would end the spring here: past 0, or all but at rest
    /// (within 0.001 points moving under 0.01 points per second, `VALUE_THRESHOLD` and
    /// `VELOCITY_THRESHOLD`), or within 8 points of 0 moving back no faster than 200 points per
    /// second.
    static func handsOver(_ state: (position: Double, velocity: Double)) -> Bool {
        if state.position < 0 { return true }
        if state.position < 0.001, abs(state.velocity) < 0.01 { return true }
        return state.position < linearDistance && state.velocity < 0 && -state.velocity <= linearVelocity
    }

    /// The first moment the spring from `start` at `velocity` hands over, and where it is then:
    /// sought in 1 ms steps, then narrowed by bisection.
    static func handOver(start: Double, velocity: Double) -> (time: Double, position: Double) {
        if start <= 0, velocity <= 0 { return (0, 0) }
        let step = 0.001
        var before = 0.0, after = searchSpan
        var found = false
        var t = 0.0
        while t < searchSpan {
            if handsOver(spring(start: start, velocity: velocity, at: t)) {
                after = t
                found = true
                break
            }
            before = t
            t += step
        }
        if found, after > 0 {
            for _ in 0..<30 {
                let middle = (before + after) / 2
                if handsOver(spring(start: start, velocity: velocity, at: middle)) { after = middle } else { before = middle }
            }
        }
        let position = spring(start: start, velocity: velocity, at: after).position
        return (after, min(max(position, 0), linearDistance))
    }

    /// The fastest a stretch at `start` may grow without its spring passing `limit`: the spring
    /// from 0 peaks at v₀·e^(−ζω₀t_p)·sin(ω_d t_p)/ω_d, with t_p = atan(ω_d/(ζω₀))/ω_d; the room
    /// left above `start` sets the cap (a small underestimate when `start` > 0, which is safe).
    static func fastestVelocity(from start: Double, limit: Double) -> Double {
        let wd = dampedFrequency, decay = decayRate
        let peakTime = atan2(wd, decay) / wd
        let peakPerVelocity = exp(-decay * peakTime) * sin(wd * peakTime) / wd
        return max(limit - start, 0) / peakPerVelocity
    }
}
