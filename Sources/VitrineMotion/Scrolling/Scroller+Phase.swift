extension Scroller {
    /// What a scroller is doing between frames.
    enum Phase: Sendable {
        /// At rest.
        case idle
        /// A pointer is down: a press that may become a drag.
        case dragging(Drag)
        /// Touchpad deltas are arriving.
        case touchpad(Touchpad)
        /// A fling, spring or glide is playing.
        case animating(Animation)
    }

    /// A press of the pointer, and the drag it became once past the slop.
    struct Drag: Sendable {
        /// Where along the axis the pointer went down.
        var downCoordinate: Double
        /// Whether the pointer has moved past the slop, so that the content follows it.
        var hasPassedSlop = false
        /// Whether the press stopped content that was moving (such a press is never a tap).
        var caughtMotion = false
        /// The pointer coordinate from which the content follows 1:1.
        var anchorCoordinate: Double
        /// The position when the pointer went down.
        var anchorPosition: ScrollPosition
        /// The unstretched offset when the pointer went down (content with ends).
        var anchorRaw: Double
        /// Recent pointer positions, for the release velocity.
        var tracker = VelocityTracker()
    }

    /// A motion playing from `startTime`: a simulation in local coordinates, measured from
    /// `anchor`.
    struct Animation: Sendable {
        /// The position that local coordinate 0 stands for.
        var anchor: ScrollPosition
        /// When the motion started.
        var startTime: Double
        /// What moves.
        var motion: Motion
        /// The overscroll stretch springing back alongside (stretching content only).
        var stretch: StretchMotion?
        /// Whether this is a wheel or key glide, whose target further notches add to.
        var isGlide: Bool { if case .glide = motion { true } else { false } }

        /// Whether the motion and its stretch are both over at `time` (on the scroller's clock).
        func isDone(at time: Double) -> Bool {
            motion.isDone(at: time - startTime) && (stretch?.isDone(at: time) ?? true)
        }
    }

    /// An overscroll stretch going back to rest: Android's stretch spring from `startTime` (on the
    /// scroller's clock), past `edge`, over a viewport `length` points long.
    struct StretchMotion: Sendable {
        /// The edge stretched past.
        var edge: OverscrollStretch.Edge
        /// The spring, in points.
        var simulation: StretchSimulation
        /// When the spring starts; before it, nothing is stretched.
        var startTime: Double
        /// The viewport's length the spring's points are measured against.
        var length: Double

        /// The stretch at `time`.
        func stretch(at time: Double) -> OverscrollStretch {
            guard time >= startTime else { return .none }
            let points = simulation.position(at: time - startTime)
            return points > 0 ? OverscrollStretch(edge: edge, distance: points / length) : .none
        }

        /// Whether the stretch is back at rest at `time`.
        func isDone(at time: Double) -> Bool {
            time >= startTime && simulation.isDone(at: time - startTime)
        }
    }

    /// The simulations a scroller plays.
    enum Motion: Sendable {
        /// A fling decaying freely; at `edgeTime` (if any) it reaches an edge and hands over to
        /// `edgeSpring` (bouncing) or stops there (clamping, or stretching: the animation's
        /// stretch absorbs it).
        case decelerate(DecelerationSimulation, edgeTime: Double?, edge: Double, edgeSpring: SpringSimulation?)
        /// A decay chosen to rest exactly on `target` (a page, or the scene's choice).
        case approach(DecelerationSimulation, target: Double)
        /// A spring to a target: back to an edge, or onto a page.
        case spring(SpringSimulation)
        /// A wheel, key or programmatic glide.
        case glide(WheelGlide)
        /// Staying at a position while an overscroll stretch goes back to rest.
        case hold(Double)

        func position(at t: Double) -> Double {
            switch self {
            case .decelerate(let fling, let edgeTime, let edge, let spring):
                guard let edgeTime, t >= edgeTime else { return fling.position(at: t) }
                return spring?.position(at: t - edgeTime) ?? edge
            case .approach(let decay, _): return decay.position(at: t)
            case .spring(let spring): return spring.position(at: t)
            case .glide(let glide): return glide.position(at: t)
            case .hold(let position): return position
            }
        }

        func velocity(at t: Double) -> Double {
            switch self {
            case .decelerate(let fling, let edgeTime, _, let spring):
                guard let edgeTime, t >= edgeTime else { return fling.velocity(at: t) }
                return spring?.velocity(at: t - edgeTime) ?? 0
            case .approach(let decay, _): return decay.velocity(at: t)
            case .spring(let spring): return spring.velocity(at: t)
            case .glide(let glide): return glide.velocity(at: t)
            case .hold: return 0
            }
        }

        func isDone(at t: Double) -> Bool {
            switch self {
            case .decelerate(let fling, let edgeTime, _, let spring):
                guard let edgeTime else { return fling.isDone(at: t) }
                guard t >= edgeTime else { return false }
                return spring?.isDone(at: t - edgeTime) ?? true
            case .approach(let decay, _): return decay.isDone(at: t)
            case .spring(let spring): return spring.isDone(at: t)
            case .glide(let glide): return glide.isDone(at: t)
            case .hold: return true
            }
        }

        /// Where the motion comes to rest.
        var restingPosition: Double {
            switch self {
            case .decelerate(let fling, let edgeTime, let edge, _): edgeTime == nil ? fling.restingPosition : edge
            case .approach(_, let target): target
            case .spring(let spring): spring.target
            case .glide(let glide): glide.target
            case .hold(let position): position
            }
        }
    }
}
