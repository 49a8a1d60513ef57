import VitrineGeometry

extension Transform3D {
    /// iCarousel's base transform: the identity with `m34 = perspective`, then the view point
    /// moved by `viewpointOffset`.
    static func carouselBase(perspective: Double, viewpointOffset: Size) -> Transform3D {
        var base = Transform3D.identity
        base.m34 = perspective
        return base.translated(-viewpointOffset.width, -viewpointOffset.height, 0)
    }

    /// iCarousel's depth key: the transformed z of the point (1, 1, 1),
    /// `m13 + m23 + m33 + m43`.
    var carouselDepth: Double {
        m13 + m23 + m33 + m43
    }
}
