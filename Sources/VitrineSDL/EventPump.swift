import CSDL2
import VitrineGeometry
import VitrineInput

/// Turns SDL's event queue into `InputEvent`s, the one input type the rest of Vitrine knows.
public struct EventPump {
    /// Creates a pump; SDL's video subsystem must be running.
    public init() {}

    /// Sleeps until an event arrives or `milliseconds` pass, leaving the event to ``poll(now:window:focusGained:droppedFile:contentsLost:)``:
    /// what a minimized window does instead of drawing frames nobody sees, and a window at rest
    /// between the frames it leaves out.
    public func wait(milliseconds: Int) {
        _ = SDL_WaitEventTimeout(nil, Int32(milliseconds))
    }

    /// Every event waiting in SDL's queue, translated, each with the time it happened on the
    /// caller's clock; events Vitrine has no use for are dropped.
    ///
    /// - Parameters:
    ///   - now: The caller's time for this moment, in seconds. SDL stamps events in
    ///     milliseconds since it started; an event stamped 30 ms before now gets `now − 0.03`.
    ///   - window: The window whose resize requests from other programs, when X sends them to
    ///     it, are carried out here within its limits.
    ///   - focusGained: Called each time the window gains the keyboard focus: where a person
    ///     comes back from changing a desktop setting.
    ///   - droppedFile: Called with the path of each file or folder dropped on the window, in
    ///     the order they were dropped.
    ///   - contentsLost: Called when what the window showed may be gone and must be drawn again,
    ///     whatever changed: it was uncovered, shown again, resized or moved to another display,
    ///     or the renderer lost its textures.
    public func poll(
        now: Double, window: Window? = nil, focusGained: (() -> Void)? = nil, droppedFile: ((String) -> Void)? = nil,
        contentsLost: (() -> Void)? = nil
    ) -> [(event: InputEvent, time: Double)] {
        var events: [(event: InputEvent, time: Double)] = []
        var event = SDL_Event()
        let ticks = SDL_GetTicks()
        while SDL_PollEvent(&event) != 0 {
            if Self.losesContents(event) { contentsLost?() }
            if event.type == SDL_SYSWMEVENT.rawValue {
                _ = window?.applyResizeRequest(event.syswm.msg)
                continue
            }
            if event.type == SDL_WINDOWEVENT.rawValue, UInt32(event.window.event) == SDL_WINDOWEVENT_FOCUS_GAINED.rawValue {
                focusGained?()
                continue
            }
            if event.type == SDL_DROPFILE.rawValue {
                // SDL hands over the path's memory.
                if let file = event.drop.file {
                    droppedFile?(String(cString: file))
                    SDL_free(file)
                }
                continue
            }
            guard let translated = Self.translate(event) else { continue }
            let age = Double(ticks &- min(event.common.timestamp, ticks)) / 1000
            events.append((translated, now - age))
        }
        return events
    }

    /// Whether `event` says the window's pixels may no longer be those last presented.
    static func losesContents(_ event: SDL_Event) -> Bool {
        switch event.type {
        case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
            return true
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue,
                SDL_WINDOWEVENT_MAXIMIZED.rawValue, SDL_WINDOWEVENT_SIZE_CHANGED.rawValue,
                SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// The `InputEvent` for one SDL event, or `nil` for events Vitrine ignores.
    static func translate(_ event: SDL_Event) -> InputEvent? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quitRequested
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                return .resized(Size(width: Double(event.window.data1), height: Double(event.window.data2)))
            case SDL_WINDOWEVENT_CLOSE.rawValue:
                return .quitRequested
            case SDL_WINDOWEVENT_LEAVE.rawValue:
                return .pointerLeft
            default:
                return nil
            }
        case SDL_MOUSEBUTTONDOWN.rawValue:
            return .pointerDown(
                Point(x: Double(event.button.x), y: Double(event.button.y)),
                button: mouseButton(event.button.button))
        case SDL_MOUSEBUTTONUP.rawValue:
            return .pointerUp(
                Point(x: Double(event.button.x), y: Double(event.button.y)),
                button: mouseButton(event.button.button))
        case SDL_MOUSEMOTION.rawValue:
            return .pointerMoved(Point(x: Double(event.motion.x), y: Double(event.motion.y)))
        case SDL_MOUSEWHEEL.rawValue:
            var wheel = event.wheel
            let dx = Double(wheel.preciseX), dy = Double(wheel.preciseY)
            var x: Int32 = 0, y: Int32 = 0
            let position = vitrine_wheel_position(&wheel, &x, &y) != 0 ? Point(x: Double(x), y: Double(y)) : nil
            return .wheel(
                WheelInput(
                    dx: dx, dy: dy, kind: WheelInput.kind(preciseX: dx, preciseY: dy),
                    isFlipped: wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue,
                    modifiers: modifiers(UInt32(SDL_GetModState().rawValue)),
                    position: position))
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let keysym = event.key.keysym
            guard let name = SDL_GetKeyName(keysym.sym), let key = Key(name: String(cString: name)) else { return nil }
            let held = modifiers(UInt32(keysym.mod))
            return event.type == SDL_KEYDOWN.rawValue
                ? .keyDown(key, modifiers: held, isRepeat: event.key.repeat != 0)
                : .keyUp(key, modifiers: held)
        case SDL_TEXTINPUT.rawValue:
            // A NUL-terminated UTF-8 string in a fixed array of 32 bytes.
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .text(text)
        default:
            return nil
        }
    }

    private static func mouseButton(_ button: UInt8) -> MouseButton {
        switch Int32(button) {
        case SDL_BUTTON_LEFT: .left
        case SDL_BUTTON_MIDDLE: .middle
        case SDL_BUTTON_RIGHT: .right
        default: .other(Int(button))
        }
    }

    private static func modifiers(_ mod: UInt32) -> KeyModifiers {
        var result: KeyModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        if mod & KMOD_GUI.rawValue != 0 { result.insert(.gui) }
        return result
    }
}
