import VitrineGeometry

extension DrawList {
    /// Cuts the convex `polygon` by each of `sides` in turn (Sutherland–Hodgman): a side keeps
    /// the points where it gives 0 or more, and puts a point where an edge crosses it, found by
    /// `interpolate(a, b, t)` at the fraction `t` of the way from `a` to `b`. `scratch` is reused.
    static func clipConvex<Vertex>(
        _ polygon: inout [Vertex], to sides: [(Vertex) -> Double], scratch: inout [Vertex],
        interpolate: (Vertex, Vertex, Double) -> Vertex
    ) {
        for inside in sides {
            scratch.removeAll(keepingCapacity: true)
            guard var previous = polygon.last else { return }
            for current in polygon {
                let previousDistance = inside(previous), currentDistance = inside(current)
                if (previousDistance >= 0) != (currentDistance >= 0) {
                    scratch.append(interpolate(previous, current, previousDistance / (previousDistance - currentDistance)))
                }
                if currentDistance >= 0 { scratch.append(current) }
                previous = current
            }
            swap(&polygon, &scratch)
        }
    }

    /// The point a fraction `t` of the way from `a` to `b`: where ``clipConvex(_:to:scratch:interpolate:)``
    /// cuts an edge of a polygon of points.
    static func pointBetween(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
