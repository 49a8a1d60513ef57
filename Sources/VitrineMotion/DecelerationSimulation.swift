import Foundation

/// The fling after a drag is released: velocity decays exponentially, as in UIScrollView.
///
/// Starting at `start` with `initialVelocity` v₀ (px/s), with k the rate's
/// ``DecelerationRate/decayConstant``:
///
///     v(t) = v₀·e^(−k·t)
///     x(t) = x₀ + P·(1 − e^(−k·t)),   P = rate.projectedDistance(velocity: v₀) = v₀/k
///
/// so v(0) = v₀ exactly and the motion comes to rest exactly at
/// x₀ + `rate.projectedDistance(velocity: v₀)`, the offset a scene is offered as a target at release.
///
/// The fling is done once |v| has fallen to ``velocityTolerance`` (1 px/s by default). From then on
/// the content has |v|/k left to travel: 0.5 px at `.normal` and 0.1 px at `.fast`, so a caller
/// that snaps to ``restingPosition`` at that moment shows no jump. A 1000 px/s fling at `.normal`
/// lasts ln(1000)/k ≈ 3.45 s.
///
/// ```swift
/// let fling = DecelerationSimulation(start: offset, velocity: releaseVelocity, rate: .normal)
/// let proposal = fling.restingPosition
/// let offsetNow = fling.position(at: now - releaseTime)
/// ```
public struct DecelerationSimulation: Simulation, Hashable {
    /// The default ``velocityTolerance``: 1 px/s (see the type's discussion).
    public static let defaultVelocityTolerance = 1.0

    /// The position at t = 0, in pixels.
    public let start: Double
    /// The velocity at t = 0, in pixels per second.
    public let initialVelocity: Double
    /// The per-millisecond velocity multiplier.
    public let rate: DecelerationRate
    /// The speed, in px/s, below which the fling counts as finished.
    public let velocityTolerance: Double

    /// A fling from `start` at `velocity` px/s.
    ///
    /// A non-finite `start` or `velocity` is replaced by 0, and a `velocityTolerance` that is not a
    /// positive finite number by ``defaultVelocityTolerance``, so the simulation never yields NaN.
    public init(
        start: Double, velocity: Double, rate: DecelerationRate = .normal,
        velocityTolerance: Double = DecelerationSimulation.defaultVelocityTolerance
    ) {
        self.start = start.finite(or: 0)
        self.initialVelocity = velocity.finite(or: 0)
        self.rate = rate
        self.velocityTolerance =
            velocityTolerance > 0 && velocityTolerance.isFinite
            ? velocityTolerance : Self.defaultVelocityTolerance
    }

    /// The decay constant k, per second: 1000·(1 − d)/d.
    public var decayConstant: Double {
        rate.decayConstant
    }

    /// The signed distance from ``start`` to where the fling comes to rest.
    public var projectedDistance: Double {
        rate.projectedDistance(velocity: initialVelocity)
    }

    /// Where the fling comes to rest: `start + rate.projectedDistance(velocity: initialVelocity)`.
    public var restingPosition: Double {
        start + projectedDistance
    }

    /// The time at which |v| has fallen to ``velocityTolerance``: ln(|v₀|/tolerance)/k, or 0 when
    /// the fling starts slower than that.
    public var duration: Double {
        let speed = abs(initialVelocity)
        guard speed > velocityTolerance else { return 0 }
        return log(speed / velocityTolerance) / decayConstant
    }

    /// x(t) = x₀ + P·(1 − e^(−k·t)).
    public func position(at t: Double) -> Double {
        start + projectedDistance * -expm1(-decayConstant * t.elapsedTime)
    }

    /// v(t) = v₀·e^(−k·t).
    public func velocity(at t: Double) -> Double {
        initialVelocity * exp(-decayConstant * t.elapsedTime)
    }

    /// Whether `t` is at or past ``duration``, the moment |v| falls to ``velocityTolerance``.
    public func isDone(at t: Double) -> Bool {
        t.elapsedTime >= duration
    }

    /// The time at which the fling passes `position`, or `nil` if it never does.
    ///
    /// Solves x(t) = position: t = −ln(1 − (position − x₀)/P)/k. The start is reached at 0;
    /// positions behind the start, and the resting position itself (reached only as t → ∞) and
    /// beyond, are never reached.
    ///
    /// ```swift
    /// let fling = DecelerationSimulation(start: 0, velocity: 1000)   // rests at 499
    /// fling.time(toReach: 300)    // ≈ 0.46 s: where a scene's edge would be hit
    /// fling.time(toReach: 600)    // nil
    /// ```
    public func time(toReach position: Double) -> Double? {
        let distance = position - start
        if distance == 0 { return 0 }
        let fraction = distance / projectedDistance
        guard fraction > 0, fraction < 1 else { return nil }
        return -log1p(-fraction) / decayConstant
    }
}
