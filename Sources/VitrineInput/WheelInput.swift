import VitrineGeometry

/// One turn of a mouse wheel or one swipe step on a touchpad, with where the pointer was.
///
/// The deltas keep SDL's sign convention, unchanged:
/// - `dy > 0`: the wheel turned away from the user (two fingers pushed up on a touchpad),
///   which usually scrolls the content toward its top; `dy < 0`: toward the user.
/// - `dx > 0`: to the right; `dx < 0`: to the left.
///
/// When the platform uses "natural" scrolling SDL reports the deltas already inverted and sets
/// ``isFlipped``; multiply both deltas by -1 to get the physical direction of the fingers.
///
/// ```swift
/// let click = WheelInput(dx: 0, dy: -1, kind: .notched)          // one notch toward the user
/// let swipe = WheelInput(dx: 0.25, dy: 1.5, kind: .continuous)   // a touchpad step
/// let over = WheelInput(dx: 0, dy: -1, kind: .notched, position: Point(x: 1000, y: 300))
/// ```
public struct WheelInput: Hashable, Sendable {
    /// The horizontal delta: whole notches for ``WheelKind/notched``, fractional otherwise.
    public var dx: Double
    /// The vertical delta: whole notches for ``WheelKind/notched``, fractional otherwise.
    public var dy: Double
    /// Whether the deltas came from a notched wheel or a continuous device.
    public var kind: WheelKind
    /// Whether SDL reported the direction as flipped (`SDL_MOUSEWHEEL_FLIPPED`, natural scrolling).
    public var isFlipped: Bool
    /// The modifier keys held during the event (Shift+wheel often means horizontal scrolling).
    public var modifiers: KeyModifiers
    /// Where the pointer was, in window points, or `nil` when the source did not say (SDL 2.26
    /// and later do; an input script does when its line gives a position). The playground
    /// then takes the pointer's last known position.
    public var position: Point?

    /// Creates a wheel event from its deltas and the kind of device.
    public init(
        dx: Double,
        dy: Double,
        kind: WheelKind,
        isFlipped: Bool = false,
        modifiers: KeyModifiers = [],
        position: Point? = nil
    ) {
        self.dx = dx
        self.dy = dy
        self.kind = kind
        self.isFlipped = isFlipped
        self.modifiers = modifiers
        self.position = position
    }
}
