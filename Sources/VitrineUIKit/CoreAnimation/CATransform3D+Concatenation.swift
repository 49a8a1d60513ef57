/// `a` followed by `b`: `Transform3D.concat(a, b)`, the same as `a.concatenating(b)`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    .concat(a, b)
}

/// A rotation by `angle` radians about `(x, y, z)` applied before `t`: `t.rotated(angle, x, y, z)`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat,
    _ z: CGFloat
) -> CATransform3D {
    t.rotated(angle, x, y, z)
}

/// A scale by `(sx, sy, sz)` applied before `t`: `t.scaled(sx, sy, sz)`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    t.scaled(sx, sy, sz)
}

/// A translation by `(tx, ty, tz)` applied before `t`: `t.translated(tx, ty, tz)`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    t.translated(tx, ty, tz)
}
