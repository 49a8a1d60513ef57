import Foundation

extension Transform3D {
    /// A translation by `(tx, ty, tz)`, as `CATransform3DMakeTranslation`.
    @inlinable
    public static func makeTranslation(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
        var t = Transform3D.identity
        t.m41 = tx
        t.m42 = ty
        t.m43 = tz
        return t
    }

    /// A scale by `(sx, sy, sz)`, as `CATransform3DMakeScale`.
    @inlinable
    public static func makeScale(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
        var t = Transform3D.identity
        t.m11 = sx
        t.m22 = sy
        t.m33 = sz
        return t
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)`, as `CATransform3DMakeRotation`.
    ///
    /// The axis need not be of unit length. An axis of length zero gives the identity.
    /// About the z axis a positive angle turns clockwise on screen, where y points down:
    /// rotating (1, 0, 0) by π/2 gives (0, 1, 0).
    public static func makeRotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        return Transform3D(
            m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
            m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
            m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The identity with `m34 = -1/distance`: perspective seen by an eye `distance` points in
    /// front of the z = 0 plane. Points with z > 0 come closer and look larger: a point at
    /// z = 100 with a distance of 500 is scaled by 1.25.
    ///
    /// A distance that is zero, negative or not finite gives the identity.
    public static func perspective(distance: Double) -> Transform3D {
        var t = Transform3D.identity
        if distance > 0, distance.isFinite { t.m34 = -1 / distance }
        return t
    }
}
