import VitrineGeometry

extension PluginableFlowLayoutAttributes {
    /// These attributes for a person who prefers reduced motion (macOS's Reduce Motion, CSS's
    /// `prefers-reduced-motion`): the fades and the dimming stay, nothing turns and nothing
    /// moves at a speed of its own.
    ///
    /// The ``transform`` stays where it only moves and scales the item (`Transform3D.isFlat`:
    /// no turn, tilt, shear, mirror or perspective, as ``ScaleFadeFlowLayoutPlugin``'s scale);
    /// any other, such as a plugin of your own that tilts far cards, becomes the identity. The
    /// ``contentTranslation``, the parallax of ``ParallaxDimmingFlowLayoutPlugin``, becomes
    /// zero. ``alpha``, ``overlayAlpha``, ``zIndex`` and the frame stay.
    ///
    /// ```swift
    /// let shown = layout.layoutAttributesForElements(in: rect, bounds: bounds)
    ///     .map { prefersReducedMotion ? $0.reducingMotion() : $0 }
    /// ```
    public func reducingMotion() -> PluginableFlowLayoutAttributes {
        var reduced = self
        if !transform.isFlat { reduced.transform = .identity }
        reduced.contentTranslation = .zero
        return reduced
    }
}
