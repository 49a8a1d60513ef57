import VitrineGeometry

/// Where the curve editor draws a curve in the window: a rectangle, the curve's x along one of
/// its sides and its y along the other.
///
/// The x of a Showcase curve is the scrolling rate, so the frame spans the viewport along the
/// scroll axis from rate −1 to +1 and a point drawn at x sits right where a card with that rate
/// is: along the window's width for a sideways layout, down its height (``isTransposed``) for
/// one that scrolls up and down.
///
/// ```swift
/// // A Bézier path over a 1280 × 720 window: y = −1 at the top edge, +1 at the bottom edge.
/// let frame = CurveFrame(rect: Rect(x: 0, y: 0, width: 1280, height: 720), isTransposed: false,
///                        yAtStart: -1, yAtEnd: 1)
/// frame.windowPoint(for: Point(x: 0.5, y: 0.25))  // (960, 450)
/// ```
struct CurveFrame: Equatable, Sendable {
    /// The part of the window the curve is drawn in.
    var rect: Rect
    /// Whether x runs down the rectangle (and y across it, left to right) instead of across it.
    var isTransposed: Bool
    /// The x at the rectangle's leading edge (left, or top when transposed).
    var xAtStart = -1.0
    /// The x at its trailing edge (right, or bottom when transposed).
    var xAtEnd = 1.0
    /// The y at the rectangle's top edge (left edge when transposed).
    var yAtStart: Double
    /// The y at its bottom edge (right edge when transposed).
    var yAtEnd: Double

    /// The window point where curve point `point` is drawn.
    func windowPoint(for point: Point) -> Point {
        let along = (point.x - xAtStart) / (xAtEnd - xAtStart)
        let across = (point.y - yAtStart) / (yAtEnd - yAtStart)
        return isTransposed
            ? Point(x: rect.minX + across * rect.width, y: rect.minY + along * rect.height)
            : Point(x: rect.minX + along * rect.width, y: rect.minY + across * rect.height)
    }

    /// The curve point drawn at window point `point`: the inverse of ``windowPoint(for:)``.
    func curvePoint(at point: Point) -> Point {
        let along = isTransposed ? (point.y - rect.minY) / rect.height : (point.x - rect.minX) / rect.width
        let across = isTransposed ? (point.x - rect.minX) / rect.width : (point.y - rect.minY) / rect.height
        return Point(x: xAtStart + along * (xAtEnd - xAtStart), y: yAtStart + across * (yAtEnd - yAtStart))
    }

    /// The window's length of the x span: the rectangle's width, or its height when transposed.
    var alongLength: Double { isTransposed ? rect.height : rect.width }

    /// The window's length of the y span.
    var acrossLength: Double { isTransposed ? rect.width : rect.height }
}
