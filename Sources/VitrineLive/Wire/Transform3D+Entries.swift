import VitrineGeometry

extension Transform3D {
    /// The transform whose entries row by row (as ``VitrineGeometry/Transform3D/entries``
    /// lists them) are `entries[start..<start + 16]`, as a call's outputs carry them.
    public init(entries: [Double], from start: Int = 0) {
        let e = Array(entries[start..<(start + 16)])
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}
