import VitrineGeometry

/// Where on screen an opaque picture surely paints: the rectangle inside its card's rounded
/// corners, projected, then shrunk by a pixel past its anti-aliased fringe. What a picture drawn
/// before it has there cannot be seen, so its cells are cut away (in `coverflow` a side card
/// hides most of the one behind it).
struct PictureOccluder {
    /// One side of the quadrilateral on screen: the points `p` with `normal · p ≥ offset` are
    /// on its inner side.
    struct Side {
        var normal: Point
        var offset: Double
    }

    /// The node's place in drawing order (see ``DrawList/pictureOccluders(of:pixelScale:pictures:)``).
    let drawingNumber: Int
    /// The quadrilateral's four sides.
    let sides: [Side]
    /// The quadrilateral's bounding box on screen.
    let bounds: Rect

    /// The occluder of a card of `size` with `cornerRadius`, placed on screen by `transform`,
    /// drawn `drawingNumber`th; `nil` when a corner is on or behind the eye or past
    /// ``DrawList/guardBand``, the card faces away and `isDoubleSided` is off (it is not
    /// drawn), or it covers under a pixel. (Shrunk by a pixel, a sliver has no point inside all
    /// four sides, and hides nothing.)
    init?(drawingNumber: Int, size: Size, cornerRadius: Double, transform: Transform3D, isDoubleSided: Bool) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(size.width, size.height) / 2) : 0
        // The arcs pass through the inset rectangle's corners, at 45°.
        let inset = radius * (1 - 0.5.squareRoot())
        let halfWidth = size.width / 2 - inset, halfHeight = size.height / 2 - inset
        var corners: [Point] = []
        for (x, y) in [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (halfWidth, halfHeight), (-halfWidth, halfHeight)] {
            let v = transform.apply(to: Vector4(x: x, y: y, z: 0, w: 1))
            guard v.w > 1e-5 else { return nil }
            let point = Point(x: v.x / v.w, y: v.y / v.w)
            guard point.x.isFinite, point.y.isFinite, abs(point.x) <= DrawList.guardBand, abs(point.y) <= DrawList.guardBand
            else { return nil }
            corners.append(point)
        }
        let area = DrawList.signedArea(corners)
        guard area.isFinite, abs(area) > 1 else { return nil }
        if area < 0 {
            guard isDoubleSided else { return nil }
            corners.reverse()
        }
        // Clockwise on screen (y down): the inside is on each side's right, seen along it.
        var sides: [Side] = []
        for index in corners.indices {
            let start = corners[index], end = corners[(index + 1) % corners.count]
            let dx = end.x - start.x, dy = end.y - start.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return nil }
            let normal = Point(x: -dy / length, y: dx / length)
            // A pixel in from the fringe.
            sides.append(Side(normal: normal, offset: normal.x * start.x + normal.y * start.y + 1))
        }
        self.drawingNumber = drawingNumber
        self.sides = sides
        // Four corners in front of the eye: never empty.
        self.bounds = Rect(enclosing: corners) ?? .zero
    }

    /// Whether `point` (pixels) is inside all four sides, where the picture surely paints.
    func holds(_ point: Point) -> Bool {
        sides.allSatisfy { $0.normal.x * point.x + $0.normal.y * point.y >= $0.offset }
    }

    /// The sides as lines of the plane that `transform` places on screen: for each, the
    /// coefficients `(a, b, c)` with `a·x + b·y + c ≥ 0` exactly when the point `(x, y)` of the
    /// plane lands on the side's inner side, for every point the transform puts in front of the
    /// eye (W > 0). Screen points are `(X / W, Y / W)`, X, Y and W linear in `x` and `y`, so
    /// `normal · (X, Y) ≥ offset · W` is linear too.
    func localSides(under transform: Transform3D) -> [PlaneSide] {
        let t = transform
        return sides.map { side in
            let (nx, ny, offset) = (side.normal.x, side.normal.y, side.offset)
            return PlaneSide(
                a: nx * t.m11 + ny * t.m12 - offset * t.m14,
                b: nx * t.m21 + ny * t.m22 - offset * t.m24,
                c: nx * t.m41 + ny * t.m42 - offset * t.m44)
        }
    }
}
