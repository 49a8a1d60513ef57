extension Transform3D {
    /// `a · b`: the transform that applies `a` first, then `b`, as `CATransform3DConcat(a, b)`.
    @inlinable
    public static func concat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
        Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// This transform followed by `other`: `concat(self, other)`.
    ///
    /// When `other` only scales along the axes and moves (``isScaleAndTranslation``), as a
    /// node's placement and a pixel scale do, the product takes a quarter of the
    /// multiplications; its entries are `concat`'s whenever both transforms are finite (a zero
    /// may differ in sign).
    @inlinable
    public func concatenating(_ other: Transform3D) -> Transform3D {
        guard other.isScaleAndTranslation else { return Transform3D.concat(self, other) }
        let sx = other.m11, sy = other.m22, sz = other.m33, tx = other.m41, ty = other.m42, tz = other.m43
        return Transform3D(
            m11: m11 * sx + m14 * tx, m12: m12 * sy + m14 * ty, m13: m13 * sz + m14 * tz, m14: m14,
            m21: m21 * sx + m24 * tx, m22: m22 * sy + m24 * ty, m23: m23 * sz + m24 * tz, m24: m24,
            m31: m31 * sx + m34 * tx, m32: m32 * sy + m34 * ty, m33: m33 * sz + m34 * tz, m34: m34,
            m41: m41 * sx + m44 * tx, m42: m42 * sy + m44 * ty, m43: m43 * sz + m44 * tz, m44: m44)
    }

    /// Whether the transform only scales along the axes and then moves: every entry is 0 but
    /// the diagonal's and the translation's (`m41`, `m42`, `m43`), and `m44` is 1.
    ///
    /// ```swift
    /// Transform3D.makeTranslation(10, 20, 0).isScaleAndTranslation   // true
    /// Transform3D.makeRotation(0.1, 0, 0, 1).isScaleAndTranslation   // false
    /// ```
    @inlinable
    public var isScaleAndTranslation: Bool {
        m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0
            && m44 == 1
    }

    /// A translation applied before this transform, as `CATransform3DTranslate(self, tx, ty, tz)`.
    public func translated(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
        Transform3D.concat(.makeTranslation(tx, ty, tz), self)
    }

    /// A scale applied before this transform, as `CATransform3DScale(self, sx, sy, sz)`.
    public func scaled(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
        Transform3D.concat(.makeScale(sx, sy, sz), self)
    }

    /// A rotation applied before this transform, as `CATransform3DRotate(self, angle, x, y, z)`.
    /// An axis of length zero leaves the transform as it is.
    public func rotated(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D.concat(.makeRotation(angle, x, y, z), self)
    }
}
