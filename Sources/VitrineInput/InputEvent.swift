import VitrineGeometry

/// One thing the user did, in the form every part of Vitrine consumes.
///
/// The SDL backend translates SDL's events into these, input scripts produce them for
/// deterministic runs, and the scroll physics consumes them. Nothing here knows about SDL.
///
/// Positions are window coordinates in points, with the origin at the top-left corner and
/// y growing downwards.
///
/// ```swift
/// switch event {
/// case .wheel(let wheel): scroller.scroll(by: wheel.dy)
/// case .keyDown(.q, modifiers: .control, _), .quitRequested: running = false
/// default: break
/// }
/// ```
public enum InputEvent: Hashable, Sendable {
    /// A mouse button (or a finger) went down at a point.
    case pointerDown(Point, button: MouseButton)
    /// The pointer moved to a point, with or without a button held.
    case pointerMoved(Point)
    /// A mouse button (or a finger) came up at a point.
    case pointerUp(Point, button: MouseButton)
    /// The pointer left the window: it is over no point of it until the next pointer event.
    case pointerLeft
    /// The wheel turned or the touchpad scrolled.
    case wheel(WheelInput)
    /// A key went down; `isRepeat` is true for the key repeat that follows while it stays held.
    case keyDown(Key, modifiers: KeyModifiers, isRepeat: Bool)
    /// A key came up.
    case keyUp(Key, modifiers: KeyModifiers)
    /// Text typed: what the keys just pressed produce in the user's keyboard layout (a digit,
    /// a letter, `°`), after any key events of the same keys.
    case text(String)
    /// The window now has this size, in points.
    case resized(Size)
    /// The user asked to close the window or quit.
    case quitRequested
}
