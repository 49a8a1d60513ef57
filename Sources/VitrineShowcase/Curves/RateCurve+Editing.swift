import VitrineGeometry

extension RateCurve {
    /// This curve with point `index` moved to `point`, as a window drags it, and the index the
    /// point has in the new curve.
    ///
    /// The points stay sorted by x: a point dragged past a neighbor takes its place in the
    /// order, so the index can change, and the window goes on dragging it at the new one. It
    /// keeps at least ``minimumSpacing`` from every other point in x: dropped nearer than that
    /// to one, it stops that far from it, on the side it came from, or keeps its old x when
    /// there is no room there either. A non-finite coordinate of `point` leaves that coordinate
    /// where it was, and coordinates are clamped to ±``coordinateLimit``. An index outside
    /// ``points`` changes nothing.
    ///
    /// ```swift
    /// let curve = RateCurve(points: [Point(x: -1, y: 0), Point(x: 0, y: 0), Point(x: 1, y: 0)])
    /// let moved = curve.movingPoint(at: 0, to: Point(x: 0.5, y: 1))
    /// moved.curve.points[1]  // (0.5, 1): now between the other two
    /// moved.index            // 1
    /// ```
    public func movingPoint(at index: Int, to point: Point) -> (curve: RateCurve, index: Int) {
        guard points.indices.contains(index) else { return (self, index) }
        let old = points[index]
        var others = points
        others.remove(at: index)
        let wanted = point.x.isFinite ? Self.clampedCoordinate(point.x) : old.x
        let x = Self.spacedX(wanted, comingFrom: old.x, among: others)
        let y = point.y.isFinite ? Self.clampedCoordinate(point.y) : old.y
        let newIndex = others.firstIndex { $0.x > x } ?? others.count
        others.insert(Point(x: x, y: y), at: newIndex)
        return (RateCurve(points: others), newIndex)
    }

    /// `x` if no point of `others` (sorted, spaced) is nearer than ``minimumSpacing`` to it;
    /// else the x that far from the nearest such point on the side of `oldX`, if that is clear
    /// of the others too; else `oldX`, which was clear before the move.
    static func spacedX(_ x: Double, comingFrom oldX: Double, among others: [Point]) -> Double {
        func isClear(_ candidate: Double) -> Bool {
            abs(candidate) <= coordinateLimit && !others.contains { abs($0.x - candidate) < minimumSpacing }
        }
        guard !isClear(x) else { return x }
        guard let blocking = others.min(by: { abs($0.x - x) < abs($1.x - x) }) else { return x }
        let beside = oldX < blocking.x ? blocking.x - minimumSpacing : blocking.x + minimumSpacing
        return isClear(beside) ? beside : oldX
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
