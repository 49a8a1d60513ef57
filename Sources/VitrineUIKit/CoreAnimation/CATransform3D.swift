/// Core Animation's 4×4 transform, as the seeds' code names it: Vitrine's `Transform3D`, which
/// has its semantics (entries `m11`…`m44`, points as row vectors, translation in `m41`…`m43`,
/// perspective as `m34 = -1/d`).
///
/// ```swift
/// var t = CATransform3DIdentity
/// t.m34 = -1 / 500
/// t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
/// ```
public typealias CATransform3D = Transform3D

/// The transform that changes nothing: `Transform3D.identity`.
public let CATransform3DIdentity: CATransform3D = .identity
