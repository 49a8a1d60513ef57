import VitrineGeometry

extension RateCurve {
    /// This curve with point `index` moved to `point`, as a window drags it.
    ///
    /// The point keeps its place in x order: its x is clamped strictly between its neighbors'
    /// (to the nearest representable values inside), so the curve keeps its number of points.
    /// A non-finite coordinate of `point` leaves that coordinate where it was, and coordinates
    /// are clamped to ±``coordinateLimit``. An index outside ``points`` changes nothing.
    ///
    /// ```swift
    /// let curve = RateCurve(points: [Point(x: -1, y: 0), Point(x: 0, y: 0), Point(x: 1, y: 0)])
    /// curve.movingPoint(at: 1, to: Point(x: 3, y: 0.5)).points[1]  // (1.nextDown, 0.5)
    /// ```
    public func movingPoint(at index: Int, to point: Point) -> RateCurve {
        guard points.indices.contains(index) else { return self }
        let old = points[index]
        var x = point.x.isFinite ? Self.clampedCoordinate(point.x) : old.x
        let y = point.y.isFinite ? Self.clampedCoordinate(point.y) : old.y
        if index > 0 { x = max(x, points[index - 1].x.nextUp) }
        if index < points.count - 1 { x = min(x, points[index + 1].x.nextDown) }
        var moved = points
        moved[index] = Point(x: x, y: y)
        return RateCurve(points: moved)
    }

    /// This curve with `point` added, cleaned as ``init(points:)`` says: a point with the x of
    /// an existing one replaces it, and a point with a non-finite coordinate changes nothing.
    public func addingPoint(_ point: Point) -> RateCurve {
        RateCurve(points: points + [point])
    }

    /// This curve without point `index`. The last remaining point, or an index outside
    /// ``points``, is kept: a curve always has a point.
    public func removingPoint(at index: Int) -> RateCurve {
        guard points.count > 1, points.indices.contains(index) else { return self }
        var remaining = points
        remaining.remove(at: index)
        return RateCurve(points: remaining)
    }
}
