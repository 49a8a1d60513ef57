extension Transform3D {
    /// The determinant of the 4×4 matrix.
    public var determinant: Double {
        Minors(self).determinant
    }

    /// The inverse transform, or `nil` when the matrix is singular (a scale of zero along an axis,
    /// for example) or not finite.
    public func inverse() -> Transform3D? {
        let minors = Minors(self)
        let det = minors.determinant
        guard det != 0, det.isFinite else { return nil }
        let m = entries, s = minors.top, c = minors.bottom, k = 1 / det
        let inverse = Transform3D(
            m11: (m[5] * c[5] - m[6] * c[4] + m[7] * c[3]) * k,
            m12: (-m[1] * c[5] + m[2] * c[4] - m[3] * c[3]) * k,
            m13: (m[13] * s[5] - m[14] * s[4] + m[15] * s[3]) * k,
            m14: (-m[9] * s[5] + m[10] * s[4] - m[11] * s[3]) * k,
            m21: (-m[4] * c[5] + m[6] * c[2] - m[7] * c[1]) * k,
            m22: (m[0] * c[5] - m[2] * c[2] + m[3] * c[1]) * k,
            m23: (-m[12] * s[5] + m[14] * s[2] - m[15] * s[1]) * k,
            m24: (m[8] * s[5] - m[10] * s[2] + m[11] * s[1]) * k,
            m31: (m[4] * c[4] - m[5] * c[2] + m[7] * c[0]) * k,
            m32: (-m[0] * c[4] + m[1] * c[2] - m[3] * c[0]) * k,
            m33: (m[12] * s[4] - m[13] * s[2] + m[15] * s[0]) * k,
            m34: (-m[8] * s[4] + m[9] * s[2] - m[11] * s[0]) * k,
            m41: (-m[4] * c[3] + m[5] * c[1] - m[6] * c[0]) * k,
            m42: (m[0] * c[3] - m[1] * c[1] + m[2] * c[0]) * k,
            m43: (-m[12] * s[3] + m[13] * s[1] - m[14] * s[0]) * k,
            m44: (m[8] * s[3] - m[9] * s[1] + m[10] * s[0]) * k)
        return inverse.entries.allSatisfy(\.isFinite) ? inverse : nil
    }

    /// The inverse transform, or this transform unchanged when it has no inverse, as
    /// `CATransform3DInvert`.
    public func inverted() -> Transform3D {
        inverse() ?? self
    }
}

/// The 2×2 minors of the top two rows and of the bottom two rows (Laplace expansion),
/// from which both the determinant and the adjugate follow.
private struct Minors {
    var top: [Double]
    var bottom: [Double]

    init(_ t: Transform3D) {
        let m = t.entries
        top = [
            m[0] * m[5] - m[4] * m[1], m[0] * m[6] - m[4] * m[2], m[0] * m[7] - m[4] * m[3],
            m[1] * m[6] - m[5] * m[2], m[1] * m[7] - m[5] * m[3], m[2] * m[7] - m[6] * m[3],
        ]
        bottom = [
            m[8] * m[13] - m[12] * m[9], m[8] * m[14] - m[12] * m[10], m[8] * m[15] - m[12] * m[11],
            m[9] * m[14] - m[13] * m[10], m[9] * m[15] - m[13] * m[11], m[10] * m[15] - m[14] * m[11],
        ]
    }

    var determinant: Double {
        top[0] * bottom[5] - top[1] * bottom[4] + top[2] * bottom[3]
            + top[3] * bottom[2] - top[4] * bottom[1] + top[5] * bottom[0]
    }
}
