import VitrineGeometry
import VitrineInput

extension Scroller {
    /// Feeds one input event that happened at `time` (seconds, on the same clock as
    /// ``update(at:)``). Returns whether the scroller used it.
    @discardableResult
    public mutating func handle(_ event: InputEvent, at time: Double) -> Bool {
        guard time.isFinite else { return false }
        switch event {
        case .pointerDown(let point, .left):
            pointerDown(coordinate(of: point), at: time)
        case .pointerMoved(let point):
            return pointerMoved(coordinate(of: point), at: time)
        case .pointerUp(let point, .left):
            return pointerUp(coordinate(of: point), at: time)
        case .wheel(let wheel):
            return self.wheel(wheel, at: time)
        case .keyDown(let key, let modifiers, _):
            return self.key(key, modifiers: modifiers, at: time)
        default:
            return false
        }
        return true
    }

    /// Advances motion to `time`: call once per frame, after the frame's events.
    public mutating func update(at time: Double) {
        guard time.isFinite else { return }
        switch phase {
        case .animating(let animation):
            let t = time - animation.startTime
            if animation.isDone(at: time) {
                position = self.position(local: animation.motion.restingPosition, anchor: animation.anchor)
                stretch = .none
                phase = .idle
            } else {
                let local = animation.motion.isDone(at: t) ? animation.motion.restingPosition : animation.motion.position(at: t)
                position = self.position(local: local, anchor: animation.anchor)
                stretch = animation.stretch?.stretch(at: time) ?? .none
            }
        case .touchpad(let touchpad):
            updateTouchpad(touchpad, at: time)
        case .idle where !isLooping && (offset < minimumOffset || offset > maximumOffset):
            // The content shrank or the offset was set out of range: settle back.
            release(velocity: 0, at: time)
        case .idle where stretch.isStretched:
            // Stopped while stretched: the stretch goes back to rest.
            animate(.hold(localStart.local), anchor: localStart.anchor, at: time)
        default:
            break
        }
    }

    /// The content's velocity at `time`, in points per second.
    public func velocity(at time: Double) -> Double {
        switch phase {
        case .animating(let animation): animation.motion.velocity(at: time - animation.startTime)
        case .touchpad(let touchpad): touchpad.velocity
        default: 0
        }
    }

    // MARK: Pointer

    private mutating func pointerDown(_ coordinate: Double, at time: Double) {
        // A press catches whatever is moving, where it is.
        update(at: time)
        var drag = Drag(
            downCoordinate: coordinate, anchorCoordinate: coordinate, anchorPosition: position,
            anchorRaw: rawIncludingStretch(displayed: position.offset))
        drag.caughtMotion = isMoving
        drag.tracker.addSample(position: coordinate, time: time)
        phase = .dragging(drag)
    }

    private mutating func pointerMoved(_ coordinate: Double, at time: Double) -> Bool {
        guard case .dragging(var drag) = phase, coordinate.isFinite else { return false }
        drag.tracker.addSample(position: coordinate, time: time)
        if !drag.hasPassedSlop {
            guard abs(coordinate - drag.downCoordinate) > configuration.dragSlop else {
                phase = .dragging(drag)
                return true
            }
            // Past the slop: the content follows the pointer 1:1 from here, lagging it by exactly
            // the slop (Android's ScrollView subtracts the slop, not the first move's distance),
            // so it catches up at once with whatever the first move went beyond the slop.
            drag.hasPassedSlop = true
            let slop = configuration.dragSlop
            drag.anchorCoordinate = drag.downCoordinate + (coordinate > drag.downCoordinate ? slop : -slop)
        }
        phase = .dragging(drag)
        let moved = coordinate - drag.anchorCoordinate
        position =
            isLooping ? drag.anchorPosition.moved(by: -moved) : ScrollPosition(offset: displayed(raw: drag.anchorRaw - moved))
        stretch = isLooping ? .none : stretch(forRaw: drag.anchorRaw - moved)
        return true
    }

    private mutating func pointerUp(_ coordinate: Double, at time: Double) -> Bool {
        guard case .dragging(let drag) = phase else { return false }
        // Content moves against the pointer, so its velocity is the pointer's, negated.
        let velocity = drag.hasPassedSlop ? -drag.tracker.velocity(at: time) : 0
        release(velocity: velocity.isFinite ? velocity : 0, at: time)
        return true
    }
}
