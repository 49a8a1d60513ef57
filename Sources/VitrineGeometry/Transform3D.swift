/// A 4×4 homogeneous transform with the semantics of Core Animation's `CATransform3D`.
///
/// Points are row vectors multiplied on the left, `[x y z 1] · M`, so the translation sits in
/// `m41`, `m42`, `m43`, and ``concat(_:_:)`` reads in the order transforms apply:
/// `concat(a, b)` is "a, then b". Perspective is an `m34` of `-1/d` for an eye at distance `d`.
///
/// ```swift
/// let tilt = Transform3D.perspective(distance: 500)
///     .rotated(.pi / 6, 0, 1, 0)   // rotate about y first, then apply the perspective
/// let corner = tilt.project(Point(x: 50, y: 0))
/// ```
public struct Transform3D: Hashable, Sendable, Codable {
    /// Row 1, column 1.
    public var m11: Double
    /// Row 1, column 2.
    public var m12: Double
    /// Row 1, column 3.
    public var m13: Double
    /// Row 1, column 4.
    public var m14: Double
    /// Row 2, column 1.
    public var m21: Double
    /// Row 2, column 2.
    public var m22: Double
    /// Row 2, column 3.
    public var m23: Double
    /// Row 2, column 4.
    public var m24: Double
    /// Row 3, column 1.
    public var m31: Double
    /// Row 3, column 2.
    public var m32: Double
    /// Row 3, column 3.
    public var m33: Double
    /// Row 3, column 4: `-1/d` gives perspective for an eye at distance `d`.
    public var m34: Double
    /// Row 4, column 1: translation along x.
    public var m41: Double
    /// Row 4, column 2: translation along y.
    public var m42: Double
    /// Row 4, column 3: translation along z.
    public var m43: Double
    /// Row 4, column 4.
    public var m44: Double

    /// Creates a transform from its sixteen entries, row by row.
    @inlinable
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform keeps points in the z = 0 plane and has no perspective, so that it
    /// acts on 2-D points as an affine map.
    @inlinable
    public var isAffine: Bool {
        m13 == 0 && m23 == 0 && m43 == 0 && m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1
    }

    /// The entries row by row, `m11` first.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}
