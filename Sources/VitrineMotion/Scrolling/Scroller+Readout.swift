extension Scroller {
    /// What the scroller is doing at `time` (the time of the last ``update(at:)`` or later):
    /// a fling that has run into an edge is bouncing from the moment it reaches it.
    public func activity(at time: Double) -> ScrollActivity {
        switch phase {
        case .idle:
            return .idle
        case .dragging(let drag):
            return drag.hasPassedSlop ? .dragging : .pressed
        case .touchpad:
            return .touchpad
        case .animating(let animation):
            switch animation.motion {
            case .decelerate(_, let edgeTime, _, _):
                guard let edgeTime, time - animation.startTime >= edgeTime else { return .decelerating }
                return .bouncing
            case .approach:
                return .snapping
            case .spring(let spring):
                // A spring that starts past an edge and ends on it brings overscrolled content
                // back; any other settles onto a resting position.
                let startsPastEdge = !isLooping && (spring.start < minimumOffset || spring.start > maximumOffset)
                return startsPastEdge ? .bouncing : .snapping
            case .glide:
                return .gliding
            case .hold:
                // Staying at the edge while the stretch goes back.
                return .bouncing
            }
        }
    }

    /// The content's velocity at `time` as the scroller tracks it, in points per second: during a
    /// drag, the pointer's recent velocity (negated: content moves against the pointer), which a
    /// release now would fling with; during touchpad motion, the deltas' speed; during a motion,
    /// the motion's own velocity; 0 at rest.
    public func trackedVelocity(at time: Double) -> Double {
        guard case .dragging(let drag) = phase else { return velocity(at: time) }
        guard drag.hasPassedSlop else { return 0 }
        let velocity = -drag.tracker.velocity(at: time)
        return velocity.isFinite ? velocity : 0
    }

    /// The pull past an edge the content shows now, or `nil` when it is within its range (and
    /// always for looping content, or content that stops at its edges).
    ///
    /// A rubber band shows the content displaced past the edge; a stretch keeps it at the edge
    /// and stretches it by the pull (followed 1:1, so the displacement is 0 and the slope 1),
    /// with its spring's pull back, ω₀²·pull (``StretchSimulation/naturalFrequency``).
    public var edgePull: EdgePull? {
        guard !isLooping else { return nil }
        switch configuration.edgeBehavior {
        case .clamp:
            return nil
        case .stretch:
            guard stretch.isStretched else { return nil }
            let pull = stretch.distance * viewportLength
            let frequency = StretchSimulation.naturalFrequency
            return stretch.edge == .start
                ? EdgePull(
                    edge: minimumOffset, overscroll: -pull, displacement: 0, slope: 1,
                    springAcceleration: frequency * frequency * pull, isStretched: true)
                : EdgePull(
                    edge: maximumOffset, overscroll: pull, displacement: 0, slope: 1,
                    springAcceleration: frequency * frequency * pull, isStretched: true)
        case .bounce:
            let shown = offset
            let edge: Double
            if shown < minimumOffset {
                edge = minimumOffset
            } else if shown > maximumOffset {
                edge = maximumOffset
            } else {
                return nil
            }
            let displacement = shown - edge
            let band = rubberBand
            let frequency = SpringSimulation.defaultAngularFrequency
            return EdgePull(
                edge: edge, overscroll: band.overscroll(forDisplacement: displacement),
                displacement: displacement, slope: band.slope(atDisplacement: displacement),
                springAcceleration: frequency * frequency * abs(displacement))
        }
    }
}
