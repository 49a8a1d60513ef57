/// What a ``Scroller`` is doing at a moment, in the words an inspector shows: the one state a
/// person can tell apart by feel.
public enum ScrollActivity: String, Hashable, Sendable, CaseIterable {
    /// Nothing moves.
    case idle
    /// The pointer is down but has not moved past the drag slop: letting go is a tap.
    case pressed
    /// The content follows the pointer.
    case dragging
    /// A touchpad's precise deltas move the content (the fingers are on the pad).
    case touchpad
    /// A fling slows down freely.
    case decelerating
    /// The content glides or springs onto a resting position: a page, a slot, a snap point.
    case snapping
    /// The content springs back from past an edge, or from an edge a fling ran into.
    case bouncing
    /// A wheel notch, an arrow key or a programmatic scroll glides the content.
    case gliding
}
