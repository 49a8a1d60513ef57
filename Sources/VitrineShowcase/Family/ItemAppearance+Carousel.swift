import VitrineGeometry

extension ItemAppearance {
    /// The appearance of a 3-D family item: the depth order of
    /// ``carouselZPosition(transform:offset:)``, the fade's alpha, and hidden when the fade makes
    /// it invisible, when it lies beyond `limit` items from the center, or when its face does not
    /// show (``showsFace``: single-sided and turned away, or within a few degrees of edge-on).
    /// A non-finite transform or offset gives ``hidden``.
    init(
        carousel transform: Transform3D, offset: Double, fade: CarouselFade, isDoubleSided: Bool,
        limit: Double
    ) {
        guard offset.isFinite, transform.entries.allSatisfy(\.isFinite) else {
            self = .hidden
            return
        }
        let opacity = fade.alpha(forOffset: offset)
        self.init(
            transform: transform, opacity: opacity,
            zPosition: Self.carouselZPosition(transform: transform, offset: offset),
            isDoubleSided: isDoubleSided, isHidden: opacity <= 0 || abs(offset) > limit)
        isHidden = !isVisible
    }
}
