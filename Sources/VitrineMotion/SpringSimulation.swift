import Foundation

/// A critically damped spring pulling toward `target`: the bounce back after content was dragged
/// or flung past an edge.
///
/// With x₀' = x₀ − target and angular frequency ω:
///
///     x(t) = target + (x₀' + (v₀ + ω·x₀')·t)·e^(−ω·t)
///     v(t) = (v₀ − ω·(v₀ + ω·x₀')·t)·e^(−ω·t)
///
/// The default ω = 12.5 s⁻¹ is WebKit's rubber-band decay (stiffness 20 over period 1.6, in
/// `ScrollElasticityController.mm`); released 100 px past an edge at rest, the content settles in
/// about 0.6 s.
///
/// A critically damped spring never oscillates, but it can pass its target once when it starts
/// moving toward it faster than ω·|x₀'| (a fling arriving at an edge does). ``crossesTarget`` and
/// ``crossingTime`` tell the caller so, and when, so it can stop at the edge instead.
///
/// The spring is done once both |x − target| ≤ ``distanceTolerance`` (0.5 px) and
/// |v| ≤ ``velocityTolerance`` (10 px/s) hold for good: half of Flutter's scrolling tolerances at
/// a device-pixel ratio of 1 (1 px, 20 px/s). The caller snaps to `target` then.
///
/// ```swift
/// let bounce = SpringSimulation(start: -80, velocity: 0, target: 0)
/// bounce.position(at: 0.1)   // ≈ −51.6
/// bounce.settlingTime        // ≈ 0.57 s
/// ```
public struct SpringSimulation: Simulation, Hashable {
    /// WebKit's rubber-band decay rate, 20/1.6 = 12.5 s⁻¹.
    public static let defaultAngularFrequency = 12.5
    /// The default ``distanceTolerance``: 0.5 px.
    public static let defaultDistanceTolerance = 0.5
    /// The default ``velocityTolerance``: 10 px/s.
    public static let defaultVelocityTolerance = 10.0

    /// The position at t = 0, in pixels.
    public let start: Double
    /// The velocity at t = 0, in pixels per second.
    public let initialVelocity: Double
    /// Where the spring pulls to.
    public let target: Double
    /// The spring's angular frequency ω, per second (also its decay rate, being critically damped).
    public let angularFrequency: Double
    /// How close to `target`, in pixels, counts as arrived.
    public let distanceTolerance: Double
    /// How slow, in px/s, counts as stopped.
    public let velocityTolerance: Double
    /// The earliest time from which both tolerances hold for every later time.
    ///
    /// ``isDone(at:)`` is `t >= settlingTime`.
    public let settlingTime: Double

    /// A spring from `start` at `velocity` px/s toward `target`.
    ///
    /// Non-finite positions and velocities are replaced by 0 (a non-finite `target` by `start`), and
    /// an angular frequency or tolerance that is not a positive finite number by its default.
    public init(
        start: Double, velocity: Double, target: Double,
        angularFrequency: Double = SpringSimulation.defaultAngularFrequency,
        distanceTolerance: Double = SpringSimulation.defaultDistanceTolerance,
        velocityTolerance: Double = SpringSimulation.defaultVelocityTolerance
    ) {
        let start = start.finite(or: 0)
        self.start = start
        self.initialVelocity = velocity.finite(or: 0)
        self.target = target.finite(or: start)
        self.angularFrequency = Self.positive(angularFrequency, or: Self.defaultAngularFrequency)
        self.distanceTolerance = Self.positive(distanceTolerance, or: Self.defaultDistanceTolerance)
        self.velocityTolerance = Self.positive(velocityTolerance, or: Self.defaultVelocityTolerance)
        let x0 = self.start - self.target
        let b = initialVelocity + self.angularFrequency * x0
        let ω = self.angularFrequency
        settlingTime = max(
            Self.settlingTime(constant: x0, slope: b, decay: ω, tolerance: self.distanceTolerance),
            Self.settlingTime(
                constant: initialVelocity, slope: -ω * b, decay: ω,
                tolerance: self.velocityTolerance))
    }

    /// The initial displacement from the target, x₀' = x₀ − target.
    public var initialDisplacement: Double {
        start - target
    }

    /// Whether the motion passes through `target` at some t > 0.
    ///
    /// x(t) − target = (x₀' + b·t)·e^(−ω·t) with b = v₀ + ω·x₀' is zero at t = −x₀'/b, which is
    /// positive only when b and x₀' have opposite signs: the spring starts moving toward the target
    /// faster than ω·|x₀'|. A spring that starts exactly on its target moves off to one side and
    /// comes back without crossing.
    public var crossesTarget: Bool {
        let x0 = initialDisplacement
        let b = initialVelocity + angularFrequency * x0
        return x0 != 0 && b != 0 && (x0 > 0) != (b > 0)
    }

    /// The time at which the motion passes through `target` (t = −x₀'/(v₀ + ω·x₀')), or `nil` when
    /// it does not (see ``crossesTarget``).
    public var crossingTime: Double? {
        guard crossesTarget else { return nil }
        let x0 = initialDisplacement
        return -x0 / (initialVelocity + angularFrequency * x0)
    }

    /// x(t) = target + (x₀' + (v₀ + ω·x₀')·t)·e^(−ω·t).
    public func position(at t: Double) -> Double {
        let t = t.elapsedTime
        guard t.isFinite else { return target }
        let x0 = initialDisplacement
        let b = initialVelocity + angularFrequency * x0
        return target + (x0 + b * t) * exp(-angularFrequency * t)
    }

    /// v(t) = (v₀ − ω·(v₀ + ω·x₀')·t)·e^(−ω·t).
    public func velocity(at t: Double) -> Double {
        let t = t.elapsedTime
        guard t.isFinite else { return 0 }
        let b = initialVelocity + angularFrequency * initialDisplacement
        return (initialVelocity - angularFrequency * b * t) * exp(-angularFrequency * t)
    }

    /// Whether `t` is at or past ``settlingTime``.
    public func isDone(at t: Double) -> Bool {
        t.elapsedTime >= settlingTime
    }

    /// `value` when it is positive and finite, else `fallback`.
    private static func positive(_ value: Double, or fallback: Double) -> Double {
        value > 0 && value.isFinite ? value : fallback
    }
}
