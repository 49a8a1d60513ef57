extension Transform3D {
    /// The row vector `v · M`.
    @inlinable
    public func apply(to v: Vector4) -> Vector4 {
        Vector4(
            x: v.x * m11 + v.y * m21 + v.z * m31 + v.w * m41,
            y: v.x * m12 + v.y * m22 + v.z * m32 + v.w * m42,
            z: v.x * m13 + v.y * m23 + v.z * m33 + v.w * m43,
            w: v.x * m14 + v.y * m24 + v.z * m34 + v.w * m44)
    }

    /// Where the point `(point.x, point.y, z)` lands on the screen plane after the perspective
    /// division, or `nil` when it lands on or behind the eye.
    ///
    /// With `m34 = -1/500`, a point at z = 100 is scaled by 1.25 about the origin.
    @inlinable
    public func project(_ point: Point, z: Double = 0) -> Point? {
        apply(to: Vector4(x: point.x, y: point.y, z: z, w: 1)).projected()
    }

    /// The transform with its z column zeroed, so that what it produces lies in the z = 0 plane:
    /// how Core Animation flattens a layer into its parent's plane.
    @inlinable
    public var flattened: Transform3D {
        var t = self
        t.m13 = 0
        t.m23 = 0
        t.m33 = 0
        t.m43 = 0
        return t
    }
}
