import VitrineGeometry

/// One piece of a ``RateCurve``: a cubic Bézier from ``start`` to ``end`` pulled by
/// ``control1`` and ``control2``, which a window can draw with its handles.
///
/// In a curve's segments the inner control points sit at 1/3 and 2/3 of the span in x, so x
/// moves linearly with the Bézier parameter t and the curve's y at a given x needs no root
/// solving: `t = (x − start.x) / (end.x − start.x)`.
///
/// ```swift
/// let segment = CubicSegment(start: Point(x: 0, y: 0), control1: Point(x: 1, y: 0),
///                            control2: Point(x: 2, y: 3), end: Point(x: 3, y: 3))
/// segment.value(atX: 1.5)  // 1.5, the middle of this S
/// ```
public struct CubicSegment: Hashable, Sendable {
    /// Where the segment begins, a point of its curve (t = 0).
    public var start: Point
    /// The first inner control point: the start's handle, along the tangent at the start.
    public var control1: Point
    /// The second inner control point: the end's handle, along the tangent at the end.
    public var control2: Point
    /// Where the segment ends, a point of its curve (t = 1).
    public var end: Point

    /// Creates a segment from its four Bézier points.
    public init(start: Point, control1: Point, control2: Point, end: Point) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    /// The Bézier point at parameter `t`, 0 at ``start`` and 1 at ``end``:
    /// `(1−t)³·P0 + 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³·P3`. A `t` outside 0...1 follows the cubic on.
    public func point(at t: Double) -> Point {
        let s = 1 - t
        return Point(
            x: Self.bernstein(s, t, start.x, control1.x, control2.x, end.x),
            y: Self.bernstein(s, t, start.y, control1.y, control2.y, end.y))
    }

    /// The segment's y at `x`, for a segment whose x is linear in t (inner control points at
    /// 1/3 and 2/3 of the span, as in every ``RateCurve`` segment).
    ///
    /// With `t = (x − start.x) / w` and `s = (end.x − x) / w`, where `w = end.x − start.x`, it is
    /// `s³·y0 + t³·y3 + 3st·(s·y1 + t·y2)`: exactly `start.y` at `start.x`, and the same number
    /// for a segment and its mirror image at mirror x. Outside `start.x...end.x` it follows the
    /// cubic on. A segment without width in x gives `start.y`.
    public func value(atX x: Double) -> Double {
        let width = end.x - start.x
        guard width > 0, width.isFinite else { return start.y }
        let t = (x - start.x) / width
        let s = (end.x - x) / width
        return Self.bernstein(s, t, start.y, control1.y, control2.y, end.y)
    }

    /// `s³·a + t³·d + 3st·(s·b + t·c)`, grouped so that swapping (s, a, b) with (t, d, c) gives
    /// the same rounding.
    static func bernstein(_ s: Double, _ t: Double, _ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        (s * s * s * a + t * t * t * d) + 3 * (s * t) * (s * b + t * c)
    }
}
