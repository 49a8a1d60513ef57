import VitrineGeometry

/// A line of a node's plane, one side of a ``PictureOccluder`` seen in that plane: the points
/// `(x, y)` with `a·x + b·y + c ≥ 0` lie on its inner side.
struct PlaneSide {
    var a: Double
    var b: Double
    var c: Double

    /// `a·x + b·y + c` at `point`: positive on the inner side, negative beyond, 0 on the line (a
    /// multiple of the distance from it).
    func distance(to point: Point) -> Double {
        a * point.x + b * point.y + c
    }
}
