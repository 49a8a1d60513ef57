/// Chromium's smooth mouse-wheel scroll: a short ease-in-out glide from `start` to `target` that
/// can be retargeted while it runs without a jump in position or velocity.
///
/// A notch moves the target; the content follows along the ease-in-out curve over
/// ``duration`` = ``wheelDuration(forDistance:)``: 200 ms for up to 120 px, falling linearly to
/// 100 ms at 480 px and beyond (`cc/animation/scroll_offset_animation_curve.cc`). More notches
/// during the glide add to its target: ``retargeted(to:at:duration:)`` starts a new glide from the
/// current position with the current velocity.
///
/// ```swift
/// var glide = WheelGlide(from: 0, to: 120)              // 200 ms
/// var glideStart = now
/// // another notch arrives 50 ms later:
/// glide = glide.retargeted(to: glide.target + 120, at: now - glideStart)
/// glideStart = now                                       // the new glide's clock starts here
/// ```
///
/// Position is `start + (target − start)·curve.value(at: t/duration)`, and velocity its derivative.
/// Times at or after ``duration`` give `target` exactly, and velocity 0.
public struct WheelGlide: Simulation, Hashable {
    /// The largest initial slope, in units of the curve, given to a retargeted glide: 1000.
    ///
    /// A current velocity that needs a steeper slope is not carried over in full.
    public static let maximumInitialSlope = 1000.0
    /// Below this distance, in pixels, a glide is already at its target and has zero duration: 0.01.
    public static let arrivalDistance = 0.01
    /// How much longer than the straight-line time at the current velocity a retargeted glide may
    /// take: 2.5 (Chromium's velocity-based duration bound).
    public static let velocityBoundFactor = 2.5
    /// Chromium's duration for keyboard scrolls: 9 frames at 60 Hz, 0.15 s.
    public static let keyboardDuration = 9.0 / 60

    /// The position at t = 0, in pixels.
    public let start: Double
    /// Where the glide ends.
    public let target: Double
    /// How long the glide takes, in seconds (0 when it starts at its target).
    public let duration: Double
    /// The timing curve: ease-in-out, with a first control point raised or lowered to carry an
    /// initial velocity.
    public let curve: CubicBezier

    /// A glide from `start` to `target` that leaves `start` at `initialVelocity` px/s.
    ///
    /// The curve is ease-in-out, (0.42, y1) and (0.58, 1). Its slope at 0 is y1/0.42, and the
    /// glide's velocity at 0 is that slope times distance/duration; so y1 = 0.42·v₀·duration/distance
    /// makes the glide leave at exactly v₀ (with the slope clamped to ±``maximumInitialSlope``).
    /// At rest, y1 = 0: the plain ease-in-out.
    ///
    /// `duration` defaults to ``wheelDuration(forDistance:)``, shortened to
    /// 2.5·distance/v₀ when the glide already moves toward its target fast enough to get there
    /// sooner (this keeps the initial slope at or below 2.5, limiting overshoot). An explicit
    /// duration of 0 or less makes the glide end at once. Non-finite arguments are replaced by 0
    /// (`target` by `start`, `duration` by the default).
    public init(from start: Double, to target: Double, initialVelocity: Double = 0, duration: Double? = nil) {
        let start = start.finite(or: 0)
        let target = target.finite(or: start)
        let velocity = initialVelocity.finite(or: 0)
        let distance = target - start
        self.start = start
        self.target = target

        var length: Double
        if let duration, duration.isFinite {
            length = max(duration, 0)
        } else {
            length = Self.wheelDuration(forDistance: distance)
            let bound = Self.velocityBoundFactor * distance / velocity
            if bound > 0, bound.isFinite { length = min(length, bound) }
        }
        if abs(distance) < Self.arrivalDistance { length = 0 }
        self.duration = length

        let base = CubicBezier.easeInEaseOut
        var slope = length > 0 ? velocity * length / distance : 0
        slope = min(max(slope.finite(or: 0), -Self.maximumInitialSlope), Self.maximumInitialSlope)
        curve = CubicBezier(x1: base.x1, y1: base.x1 * slope, x2: base.x2, y2: base.y2)
    }

    /// The signed distance travelled: `target − start`.
    public var distance: Double {
        target - start
    }

    /// A glide to `newTarget` that starts where this one is `time` seconds in, moving as this one
    /// moves then: position and velocity are continuous across the switch.
    ///
    /// The new glide's time 0 is this glide's `time`. Velocity is carried over exactly unless the
    /// slope it needs exceeds ``maximumInitialSlope``, or the new target is within
    /// ``arrivalDistance`` of the current position (the glide then ends at once).
    public func retargeted(to newTarget: Double, at time: Double, duration: Double? = nil) -> WheelGlide {
        WheelGlide(from: position(at: time), to: newTarget, initialVelocity: velocity(at: time), duration: duration)
    }

    /// `start + distance·curve.value(at: t/duration)`; `target` from ``duration`` on.
    public func position(at t: Double) -> Double {
        let t = t.elapsedTime
        guard t < duration else { return target }
        return start + distance * curve.value(at: t / duration)
    }

    /// `distance/duration · curve.derivative(at: t/duration)`; 0 from ``duration`` on.
    public func velocity(at t: Double) -> Double {
        let t = t.elapsedTime
        guard t < duration else { return 0 }
        return distance / duration * curve.derivative(at: t / duration)
    }

    /// Whether `t` is at or past ``duration``.
    public func isDone(at t: Double) -> Bool {
        t.elapsedTime >= duration
    }
}
