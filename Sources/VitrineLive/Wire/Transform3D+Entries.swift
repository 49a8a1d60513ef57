import VitrineGeometry

extension Transform3D {
    /// The 16 entries in row order, m11, m12, … m44, as a call's outputs carry them.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The transform whose entries in row order are `entries[start..<start + 16]`.
    public init(entries: [Double], from start: Int = 0) {
        let e = entries[start..<(start + 16)].map { $0 }
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}
