import VitrineGeometry

/// The inverse of a transform restricted to a node's plane (z = 0): where in the plane a pixel
/// comes from. On that plane a 4×4 transform is a 3×3 homography, so each pixel has one point.
struct PlaneUnprojection {
    private let transform: Transform3D

    /// The inverse for `transform`, or `nil` when it shows the plane edge-on.
    init?(_ transform: Transform3D) {
        let t = transform
        // The homography's determinant: columns x, y and w of rows 1, 2 and 4.
        let determinant =
            t.m11 * (t.m22 * t.m44 - t.m24 * t.m42) - t.m12 * (t.m21 * t.m44 - t.m24 * t.m41)
            + t.m14 * (t.m21 * t.m42 - t.m22 * t.m41)
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        self.transform = transform
    }

    /// The point of the plane that lands on `pixel`, or `nil` when none does.
    ///
    /// With X = x·m11 + y·m21 + m41, Y = x·m12 + y·m22 + m42 and W = x·m14 + y·m24 + m44, the
    /// pixel (sx, sy) = (X/W, Y/W) gives two linear equations in x and y, solved by Cramer's rule.
    func local(of pixel: Point) -> Point? {
        let t = transform, sx = pixel.x, sy = pixel.y
        let a = t.m11 - sx * t.m14, b = t.m21 - sx * t.m24, e = sx * t.m44 - t.m41
        let c = t.m12 - sy * t.m14, d = t.m22 - sy * t.m24, f = sy * t.m44 - t.m42
        let determinant = a * d - b * c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        let point = Point(x: (e * d - b * f) / determinant, y: (a * f - e * c) / determinant)
        return point.x.isFinite && point.y.isFinite ? point : nil
    }
}
