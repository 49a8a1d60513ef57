import VitrineGeometry

/// A smooth function y(x) through control points: the building block of ``BezierPath`` and
/// ``CurveTransform``, where x is an item's scrolling rate and y the value it gets there.
///
/// Between its points the curve is a monotone cubic Hermite interpolant (Fritsch–Carlson, see
/// ``slopes``): it passes through every point, its slope is continuous, and on every interval
/// between two points it runs monotonically from one point's y to the other's, so it never
/// overshoots and a rising (falling) run of points gives a rising (falling) curve. Each interval
/// is exactly the cubic Bézier of ``segments``, whose inner control points sit at 1/3 and 2/3 of
/// the interval in x.
///
/// - One point gives a constant.
/// - Two points give the straight line through them.
/// - Before the first point and after the last the curve goes on straight, along its slope at
///   that end.
///
/// ```swift
/// let curve = RateCurve(points: [Point(x: -1, y: 0.5), Point(x: 0, y: 1), Point(x: 1, y: 0.5)])
/// curve.value(at: 0)     // 1, the point itself
/// curve.value(at: 0.5)   // 0.8125, between 1 and 0.5
/// curve.value(at: 2)     // 0, on along the end's slope −0.5
/// ```
///
/// Every value is finite and within ±``coordinateLimit``: points are cleaned as
/// ``init(points:)`` says (no two nearer in x than ``minimumSpacing``, so every slope is
/// finite), values past the ends are clamped to the limit, and a non-finite x gives an end's
/// value (see ``value(at:)``).
public struct RateCurve: Hashable, Sendable {
    /// The control points, sorted by x with distinct x values; never empty.
    public let points: [Point]
    /// The curve's slope dy/dx at each point, in the order of ``points``.
    ///
    /// Fritsch and Carlson's monotone tangents: at the first and last point, the slope of the
    /// line to the neighbor; at an inner point, the mean of the slopes of the lines to both
    /// neighbors if they have the same sign, else 0 (a peak, a trough or a plateau's edge
    /// stays flat). Then on every interval where the ratios α and β of the two end slopes to the
    /// interval's own slope lie outside the circle α² + β² ≤ 9, both are scaled onto it; a slope
    /// shared by two intervals takes the smaller of their factors, so the result does not depend
    /// on the order the intervals are visited in.
    public let slopes: [Double]

    /// The largest magnitude a point's coordinate keeps; larger ones are clamped to it. Far
    /// beyond any rate or value a layout uses, it keeps differences between coordinates finite.
    public static let coordinateLimit = 1e12

    /// The least distance in x between two points of a curve: a millionth of the rate between
    /// an edge of the viewport and its center, far finer than a pixel of any window.
    ///
    /// Two points nearer than this would make the curve jump up or down between them, with a
    /// slope past anything a layout can use (a one-step gap near x = 0 divides by 5e-324), so
    /// ``init(points:)`` treats them as one point and ``movingPoint(at:to:)`` keeps them apart.
    /// It keeps every slope within ±2·``coordinateLimit`` / `minimumSpacing`, 2e18.
    public static let minimumSpacing = 1e-6

    /// Creates a curve through `points`, cleaned deterministically:
    ///
    /// - points with a non-finite coordinate are left out, and coordinates are clamped to
    ///   ±``coordinateLimit``;
    /// - the points are sorted by x;
    /// - of several points with the same x, the last one in `points` is kept (as if each
    ///   point overwrote the earlier ones); a point nearer than ``minimumSpacing`` in x to the
    ///   one kept before it counts as having its x: the one later in `points` is kept;
    /// - with no point left, the curve is the constant 0 through (0, 0).
    public init(points: [Point]) {
        let cleaned = Self.cleanedPoints(points)
        self.points = cleaned
        self.slopes = Self.monotoneSlopes(through: cleaned)
    }

    /// The constant `value`: the curve through the single point (0, `value`).
    public static func constant(_ value: Double) -> RateCurve {
        RateCurve(points: [Point(x: 0, y: value)])
    }

    /// The curve's value at `x`.
    ///
    /// At a point it is that point's y exactly. Between two points it is their segment's
    /// ``CubicSegment/value(atX:)``, kept between the two points' y: the monotone segment never
    /// leaves them, so this only takes off rounding, and a flat segment is exactly flat (an
    /// opacity of 1 stays 1). Before the first point and after the last it is the line
    /// through the end point along its slope, clamped to ±``coordinateLimit``.
    /// `-infinity` gives the first point's y, `+infinity` the last point's, and NaN the first
    /// point's.
    public func value(at x: Double) -> Double {
        let first = points[0], last = points[points.count - 1]
        if x.isNaN || x == -.infinity { return first.y }
        if x == .infinity { return last.y }
        if x <= first.x { return Self.clampedCoordinate(first.y + slopes[0] * (x - first.x)) }
        if x >= last.x { return Self.clampedCoordinate(last.y + slopes[points.count - 1] * (x - last.x)) }
        let segment = segment(at: segmentIndex(containing: x))
        let low = min(segment.start.y, segment.end.y), high = max(segment.start.y, segment.end.y)
        return min(max(segment.value(atX: x), low), high)
    }

    /// The Bézier pieces between neighboring points, in order: `points.count − 1` of them, none
    /// for a constant. Segment k runs from `points[k]` to `points[k + 1]`, with its handles a
    /// third of the way along in x, following ``slopes``:
    /// `control1 = (x0 + w/3, y0 + slope0 · w/3)`, `control2 = (x1 − w/3, y1 − slope1 · w/3)`.
    public var segments: [CubicSegment] {
        (0..<(points.count - 1)).map(segment(at:))
    }

    /// Segment `index`, from `points[index]` to `points[index + 1]`.
    func segment(at index: Int) -> CubicSegment {
        let start = points[index], end = points[index + 1]
        let third = (end.x - start.x) / 3
        return CubicSegment(
            start: start,
            control1: Point(x: start.x + third, y: start.y + slopes[index] * third),
            control2: Point(x: end.x - third, y: end.y - slopes[index + 1] * third),
            end: end)
    }

    /// The k with `points[k].x ≤ x < points[k + 1].x`, for an x strictly inside the curve's span.
    func segmentIndex(containing x: Double) -> Int {
        var lower = 0, upper = points.count - 1
        while upper - lower > 1 {
            let middle = (lower + upper) / 2
            if points[middle].x <= x { lower = middle } else { upper = middle }
        }
        return lower
    }
}
