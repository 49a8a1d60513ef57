extension Transform3D {
    /// Whether the transform only moves and scales a flat item, never turning, tilting,
    /// shearing or mirroring it nor drawing it in perspective: x and y stay apart and out of z
    /// (`m12`, `m13`, `m21` and `m23` are 0), nothing divides by x, y or z (`m14`, `m24` and
    /// `m34` are 0) and neither axis is scaled below 0 (`m11` and `m22` are 0 or more). What the
    /// transform does to z (`m31`, `m32`, `m33`) does not show on a flat item and is not read.
    ///
    /// ```swift
    /// Transform3D.makeScale(0.5, 0.5, 0).isFlat          // true
    /// Transform3D.makeRotation(0.1, 0, 0, 1).isFlat      // false
    /// Transform3D.perspective(distance: 800).isFlat      // false
    /// ```
    public var isFlat: Bool {
        m12 == 0 && m13 == 0 && m21 == 0 && m23 == 0 && m14 == 0 && m24 == 0 && m34 == 0 && m11 >= 0 && m22 >= 0
    }
}
