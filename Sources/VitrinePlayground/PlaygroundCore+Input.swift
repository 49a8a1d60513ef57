import VitrineGeometry
import VitrineInput
import VitrineMotion

extension PlaygroundCore {
    /// How long after a wheel event, in seconds, the next one still belongs to the same turn of
    /// the wheel: it goes to the layer that took the first, wherever the pointer is now, as
    /// macOS and browsers latch a scroll to the view it started in.
    static let wheelLatchDuration = 0.6

    /// Takes one input event that happened at `time` (seconds since the start); a frame's
    /// events come before its ``update(at:)``, each with its own time. Returns whether the
    /// event ends the run: Q, closing the window, or Esc that no layer took to close itself.
    ///
    /// The event goes down ``layerTypes`` until a layer takes it; a pointer's moves and release
    /// go to the layer that took its press, and the rest of a turn of the wheel to the layer
    /// that took its first notch.
    public mutating func handle(_ event: InputEvent, at time: Double) -> Bool {
        currentTime = time
        noteModifiersAndPointer(of: event)
        dismissStartHint(after: event)
        if case .wheel(let wheel) = event {
            let limit = wheel.kind == .notched ? Scroller.maximumNotchesPerEvent : Scroller.maximumTouchpadDeltaPerEvent
            if max(abs(wheel.dx), abs(wheel.dy)) > limit {
                warn("a wheel event of (\(wheel.dx), \(wheel.dy)) was clamped to ±\(Int(limit)) per event")
            }
        }
        beginEdit()
        let taker = route(event, at: time)
        deliverMessages()
        endEdit(after: event, at: time)
        forEachLayer { layer, core in layer.observe(event, at: time, takenBy: taker, core: core) }
        return Self.isQuit(event, isTaken: taker != nil)
    }

    /// Hands `event` to the layer that holds the pointer or the wheel, else down the list;
    /// returns the name of the layer that took it.
    private mutating func route(_ event: InputEvent, at time: Double) -> LayerName? {
        let layout = windowLayout
        switch event {
        case .pointerMoved, .pointerUp:
            if let owner = pointerOwner {
                if case .pointerUp = event { pointerOwner = nil }
                _ = deliver(event, at: time, layout: layout) { type(of: $0).name == owner }
                return owner
            }
        case .wheel:
            // A turn of the wheel stays with the layer that took its first notch, while that
            // layer takes it: one closed since (the panel, the help) lets it go to the others.
            if let latch = wheelLatch, time >= latch.time, time - latch.time < Self.wheelLatchDuration {
                if deliver(event, at: time, layout: layout, to: { type(of: $0).name == latch.owner }) != nil {
                    wheelLatch = (latch.owner, time)
                    return latch.owner
                }
                wheelLatch = nil
            }
        default:
            break
        }
        let taker = deliver(event, at: time, layout: layout) { _ in true }
        switch event {
        case .pointerDown: pointerOwner = taker
        case .wheel: wheelLatch = taker.map { ($0, time) }
        default: break
        }
        return taker
    }

    /// Offers `event` to the layers `accepts` picks, top first, until one takes it.
    private mutating func deliver(
        _ event: InputEvent, at time: Double, layout: WindowLayout,
        to accepts: (any PlaygroundLayer) -> Bool
    ) -> LayerName? {
        for index in layerList.indices where accepts(layerList[index]) {
            var layer = layerList[index]
            let isTaken = layer.handle(event, at: time, layout: layout, core: &self)
            layerList[index] = layer
            if isTaken { return type(of: layer).name }
        }
        return nil
    }

    /// Keeps whether Shift is held and where the pointer is: a pointer event's point, a wheel
    /// event's when it says, nowhere once it left the window.
    private mutating func noteModifiersAndPointer(of event: InputEvent) {
        switch event {
        case .keyDown(_, let modifiers, _), .keyUp(_, let modifiers):
            isShiftHeld = modifiers.contains(.shift)
        case .pointerDown(let point, _), .pointerMoved(let point), .pointerUp(let point, _):
            pointerPosition = point
        case .wheel(let wheel):
            if let position = wheel.position { pointerPosition = position }
        case .pointerLeft:
            // Over no layer now: an autoplay paused on hover goes on.
            pointerPosition = nil
        default:
            break
        }
    }

    /// Whether `event` ends the run: Q, closing the window, or Esc unless a layer took it to
    /// close itself (see ``WindowControl/Command``).
    static func isQuit(_ event: InputEvent, isTaken: Bool) -> Bool {
        switch event {
        case .quitRequested:
            return true
        case .keyDown(let key, _, _):
            // Quitting takes the key with any modifiers.
            return WindowControl.all.contains { control in
                control.chords.contains { $0.key == key }
                    && (control.command == .quit || (control.command == .closeOverlayOrQuit && !isTaken))
            }
        default:
            return false
        }
    }
}
