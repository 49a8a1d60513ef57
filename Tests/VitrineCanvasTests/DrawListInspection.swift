import VitrineCanvas
import VitrineGeometry

/// Helpers that read a draw list back as geometry.
extension DrawList {
    /// Every triangle as three points, in draw order.
    var triangles: [(Point, Point, Point)] {
        stride(from: 0, to: indices.count, by: 3).map { i in
            let corner = { (k: Int) in self.vertices[Int(self.indices[i + k])].position }
            return (corner(0), corner(1), corner(2))
        }
    }

    /// Whether every coordinate and texture coordinate is finite.
    var isFinite: Bool {
        vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.u.isFinite && $0.v.isFinite }
    }
}

/// Twice the signed area of a triangle in y-down space: positive when clockwise on screen.
func doubleSignedArea(_ a: Point, _ b: Point, _ c: Point) -> Double {
    (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
}

/// The distance from `point` to the infinite line through `a` and `b`.
func distance(from point: Point, toLineThrough a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x, dy = b.y - a.y
    return abs(dx * (point.y - a.y) - dy * (point.x - a.x)) / (dx * dx + dy * dy).squareRoot()
}

/// A transform that places a shape's center at `(x, y)` on screen.
func placed(at x: Double, _ y: Double, _ transform: Transform3D = .identity) -> Transform3D {
    transform.concatenating(.makeTranslation(x, y, 0))
}
