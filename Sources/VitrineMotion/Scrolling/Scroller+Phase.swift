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
        /// Whether this is a wheel or key glide, whose target further notches add to.
        var isGlide: Bool { if case .glide = motion { true } else { false } }
    }

    /// The simulations a scroller plays.
    enum Motion: Sendable {
        /// A fling decaying freely; at `edgeTime` (if any) it reaches an edge and hands over to
        /// `edgeSpring` (bouncing) or stops there (clamping).
        case decelerate(DecelerationSimulation, edgeTime: Double?, edge: Double, edgeSpring: SpringSimulation?)
        /// A decay chosen to rest exactly on `target` (a page, or the scene's choice).
        case approach(DecelerationSimulation, target: Double)
        /// A spring to a target: back to an edge, or onto a page.
        case spring(SpringSimulation)
        /// A wheel, key or programmatic glide.
        case glide(WheelGlide)

        func position(at t: Double) -> Double {
            switch self {
            case .decelerate(let fling, let edgeTime, let edge, let spring):
                guard let edgeTime, t >= edgeTime else { return fling.position(at: t) }
                return spring?.position(at: t - edgeTime) ?? edge
            case .approach(let decay, _): return decay.position(at: t)
            case .spring(let spring): return spring.position(at: t)
            case .glide(let glide): return glide.position(at: t)
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
            }
        }

        /// Where the motion comes to rest.
        var restingPosition: Double {
            switch self {
            case .decelerate(let fling, let edgeTime, let edge, _): edgeTime == nil ? fling.restingPosition : edge
            case .approach(_, let target): target
            case .spring(let spring): spring.target
            case .glide(let glide): glide.target
            }
        }
    }
}
