/// An orbit for items: where across the axis an item sits, as a function of where along the
/// axis it is, both in normalized coordinates. The seed's `PathProtocol`.
///
/// The input is the item's scrolling rate: −1 at the left (top) edge of the viewport, 0 at its
/// center, +1 at its right (bottom) edge, and beyond ±1 in the margin. The output uses the same
/// scale across the axis: −1 is the top (left) edge, 0 the axis, +1 the bottom (right) edge.
///
/// ```swift
/// struct ParabolaPath: PathProtocol {
///     func normalizedPath(withCoordinate value: Double) -> Double { value * value - 0.5 }
/// }
/// ```
public protocol PathProtocol: Sendable {
    /// The normalized cross-axis position for the normalized axis position `value`.
    func normalizedPath(withCoordinate value: Double) -> Double
}
