/// A rotation by `angle` radians about the axis `(x, y, z)`: `Transform3D.makeRotation(angle, x, y, z)`.
///
/// About the z axis a positive angle turns clockwise on screen, where y points down. An axis of
/// length zero gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    .makeRotation(angle, x, y, z)
}

/// A scale by `(sx, sy, sz)`: `Transform3D.makeScale(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    .makeScale(sx, sy, sz)
}

/// A translation by `(tx, ty, tz)`: `Transform3D.makeTranslation(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    .makeTranslation(tx, ty, tz)
}
