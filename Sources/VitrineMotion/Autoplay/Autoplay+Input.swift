import VitrineInput

extension Autoplay {
    /// Notes an input event the content took at `time`: a press holds the autoplay until its
    /// release; a release, a wheel event (notches or a touchpad's deltas) and a key pause it
    /// from then on for ``Configuration/resumeDelay``. Moves of the pointer with no press held
    /// are not interactions (see ``setPointerOver(_:at:)`` for hovering); the pointer leaving the
    /// window (`InputEvent.pointerLeft`) takes it off the content.
    public mutating func handle(_ event: InputEvent, at time: Double) {
        guard time.isFinite else { return }
        switch event {
        case .pointerDown:
            isPressed = true
            interacted(at: time)
        case .pointerUp:
            isPressed = false
            interacted(at: time)
        case .pointerMoved:
            if isPressed { interacted(at: time) }
        case .wheel, .keyDown:
            interacted(at: time)
        case .pointerLeft:
            setPointerOver(false, at: time)
        default:
            break
        }
    }

    /// Notes an interaction at `time`: the pause it makes ends then (where interactions pause
    /// the autoplay).
    public mutating func interacted(at time: Double) {
        guard time.isFinite, configuration.pausesOnInteraction else { return }
        pauseEnd = max(pauseEnd ?? time, time)
    }

    /// Notes whether the pointer is over the content at `time`; leaving it ends a hover's
    /// pause then (the autoplay runs again ``Configuration/resumeDelay`` later).
    public mutating func setPointerOver(_ isOver: Bool, at time: Double) {
        guard isOver != isPointerOver, time.isFinite else { return }
        isPointerOver = isOver
        if !isOver, configuration.pausesOnHover { pauseEnd = max(pauseEnd ?? time, time) }
    }
}
