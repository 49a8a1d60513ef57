/// The layout a person who prefers reduced motion sees.
extension Layout {
    /// The cross-fade that takes the place of a transform that turns or tilts items with
    /// reduced motion: ``TransformFade``'s defaults, full opacity within 0.2 of the center,
    /// falling to 0.3 at the edges.
    public static let reducedMotionFade = TransformFade()

    /// This layout for a person who prefers reduced motion (see `ReducedMotion` in
    /// VitrineMotion): the items slide on a straight line and never turn, tilt or mirror.
    ///
    /// - The path becomes ``DefaultPath``, the straight line along the axis.
    /// - The transform stays when it is sure never to turn, tilt or mirror an item: none,
    ///   ``TransformFade``, and ``TransformScale`` with a `normalizedMinimumScale` of 0 or more
    ///   (an even scale, never negative). Any other, the rotations, the 3-D family, a
    ///   ``CurveTransform`` and every transform of your own (whose output the library cannot
    ///   know at every rate), becomes ``reducedMotionFade``, the items fading with their
    ///   distance from the center.
    ///
    /// Direction, item size and line spacing stay, so the items keep their period and the item
    /// at the center stays there.
    ///
    /// ```swift
    /// let layout = Layout.coverFlow(itemSize: Size(width: 200, height: 260))
    /// let shown = prefersReducedMotion ? layout.reducingMotion() : layout
    /// ```
    public func reducingMotion() -> Layout {
        var reduced = self
        reduced.path = DefaultPath()
        if !keepsItemsFlat { reduced.transform = Self.reducedMotionFade }
        return reduced
    }

    /// Whether the transform is sure never to turn, tilt or mirror an item: none, a fade, or a
    /// scale that never goes below 0.
    public var keepsItemsFlat: Bool {
        switch transform {
        case nil: true
        case is TransformFade: true
        case let scale as TransformScale: scale.normalizedMinimumScale >= 0
        default: false
        }
    }
}
