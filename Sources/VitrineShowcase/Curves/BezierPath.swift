import VitrineGeometry

/// Items ride a curve of your own: the cross-axis position as a ``RateCurve`` of the axis
/// position. The seed's "customize your own layout", with points instead of a formula.
///
/// Both coordinates are normalized as for every ``PathProtocol``: a point's x is the scrolling
/// rate (−1 the left (top) edge, 0 the center, +1 the right (bottom) edge, beyond ±1 the
/// margin) and its y the position across the axis (−1 the top (left) edge, 0 the axis, +1 the
/// bottom (right) edge). Past the first and last point the path goes on straight along the
/// curve's end slopes.
///
/// ```swift
/// var layout = Layout(itemSize: Size(width: 100, height: 100))
/// layout.path = BezierPath(points: [Point(x: -1, y: -0.5), Point(x: 1, y: 0.5)])  // a slope down
/// ```
public struct BezierPath: PathProtocol, Hashable {
    /// The cross-axis position as a function of the rate.
    public var curve: RateCurve

    /// A path along `curve`.
    public init(curve: RateCurve) {
        self.curve = curve
    }

    /// A path through `points`, cleaned as ``RateCurve/init(points:)`` says.
    public init(points: [Point]) {
        self.init(curve: RateCurve(points: points))
    }

    /// The default path, ``arc``: a gentle arc through (−1, 0.4), (0, 0) and (1, 0.4), the
    /// center item on the axis and the ones at the edges lower by a fifth of the cross extent.
    public init() {
        self.init(points: [Point(x: -1, y: 0.4), Point(x: 0, y: 0), Point(x: 1, y: 0.4)])
    }

    /// A gentle arc through (−1, 0.4), (0, 0) and (1, 0.4): the center item on the axis, the
    /// ones toward the edges lower. The same as `BezierPath()`.
    public static let arc = BezierPath()

    /// An S-shaped wave through (−1, 0), (−0.5, −0.4), (0, 0), (0.5, 0.4) and (1, 0): up on the
    /// left (top) half, down on the right (bottom) half, flat at its crests.
    public static let wave = BezierPath(points: [
        Point(x: -1, y: 0), Point(x: -0.5, y: -0.4), Point(x: 0, y: 0), Point(x: 0.5, y: 0.4), Point(x: 1, y: 0),
    ])

    /// A step: items stay at 0.5 up to rate −0.25, climb smoothly to −0.5 by rate 0.25, and stay
    /// there, the flat parts continuing into the margins.
    public static let step = BezierPath(points: [
        Point(x: -1, y: 0.5), Point(x: -0.25, y: 0.5), Point(x: 0.25, y: -0.5), Point(x: 1, y: -0.5),
    ])

    /// The curve's value at `value`: ``RateCurve/value(at:)``.
    public func normalizedPath(withCoordinate value: Double) -> Double {
        curve.value(at: value)
    }
}
