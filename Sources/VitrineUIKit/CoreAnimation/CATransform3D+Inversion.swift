/// The inverse of `t`, or `t` unchanged when it has none, as Core Animation does: `t.inverted()`.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverted()
}
