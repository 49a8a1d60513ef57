import VitrineGeometry

extension ItemAppearance {
    /// How much each item period from the center lowers the z position, so that items at the
    /// same depth stack with the one nearer the center on top, as iCarousel breaks ties.
    static let carouselDepthTieBreak = 1e-6

    /// The appearance of a 3-D family item: the depth order from iCarousel's key, the fade's
    /// alpha, and hidden when the fade makes it invisible, when it lies beyond `limit` items
    /// from the center, or when it is single-sided and turned away (`m33 ≤ 0`). A non-finite
    /// transform or offset gives ``hidden``.
    init(carousel transform: Transform3D, offset: Double, fade: CarouselFade, isDoubleSided: Bool,
         limit: Double) {
        guard offset.isFinite, transform.entries.allSatisfy(\.isFinite) else {
            self = .hidden
            return
        }
        let opacity = fade.alpha(forOffset: offset)
        let turnedAway = !isDoubleSided && transform.m33 <= 0
        self.init(transform: transform, opacity: opacity,
                  zPosition: transform.carouselDepth - Self.carouselDepthTieBreak * abs(offset),
                  isDoubleSided: isDoubleSided,
                  isHidden: opacity <= 0 || abs(offset) > limit || turnedAway)
    }
}
