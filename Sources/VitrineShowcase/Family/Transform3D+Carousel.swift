import VitrineGeometry

extension Transform3D {
    /// iCarousel's base transform: the identity with `m34 = perspective`, then the view point
    /// moved by `viewpointOffset`.
    static func carouselBase(perspective: Double, viewpointOffset: Size) -> Transform3D {
        var base = Transform3D.identity
        base.m34 = perspective
        return base.translated(-viewpointOffset.width, -viewpointOffset.height, 0)
    }

}
