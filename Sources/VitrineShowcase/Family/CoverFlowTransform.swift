import VitrineGeometry

/// iCarousel's CoverFlow: the center item faces the viewer, its neighbors turn away on either
/// side, pushed back and packed tightly.
///
/// With `clamped = clamp(offset, −1, 1)` and W the period, the item moves by
/// `x = (clamped · 0.5 · tilt + offset · spacing) · W` along the axis and
/// `z = −|clamped| · W / 2` in depth, then turns by `−clamped · (π/2) · tilt` about the y axis
/// (about x, with axis (−1, 0, 0), when vertical). Place items by the
/// ``CarouselTransform`` contract: every item centered in the viewport, this transform about it.
public struct CoverFlowTransform: CarouselTransform, Hashable {
    /// How far the side items turn, as a fraction of a right angle. The default is 0.9.
    public var tilt: Double
    /// The distance between side items, in periods. The default is 0.25.
    public var spacing: Double
    /// The perspective, iCarousel's `m34`. The default is −1/500; 0 is flat.
    public var perspective: Double
    /// Where the eye sits relative to the viewport's center (iCarousel's `viewpointOffset`).
    public var viewpointOffset: Size
    /// The fade, or `nil` for iCarousel's default for the type (none).
    public var fade: CarouselFade?

    /// Creates a CoverFlow with iCarousel's defaults.
    public init(
        tilt: Double = 0.9, spacing: Double = 0.25, perspective: Double = -1.0 / 500,
        viewpointOffset: Size = .zero, fade: CarouselFade? = nil
    ) {
        self.tilt = tilt
        self.spacing = spacing
        self.perspective = perspective
        self.viewpointOffset = viewpointOffset
        self.fade = fade
    }

    /// The item's transform at `offset`.
    public func transform(forOffset offset: Double, in context: LayoutContext) -> Transform3D {
        let width = context.period
        let clamped = min(max(offset, -1), 1)
        let along = (clamped * 0.5 * tilt + offset * spacing) * width
        let depth = abs(clamped) * -width * 0.5
        let turn = -clamped * (.pi / 2) * tilt
        let base = Transform3D.carouselBase(perspective: perspective, viewpointOffset: viewpointOffset)
        switch context.direction {
        case .horizontal: return base.translated(along, 0, depth).rotated(turn, 0, 1, 0)
        case .vertical: return base.translated(0, along, depth).rotated(turn, -1, 0, 0)
        }
    }

    /// The transform, depth order and fade at `context.offset`; both faces are shown.
    public func appearance(withScrollingRate rate: Double, in context: LayoutContext) -> ItemAppearance {
        ItemAppearance(
            carousel: transform(forOffset: context.offset, in: context), offset: context.offset,
            fade: fade ?? .none, isDoubleSided: true, limit: visibleOffsetLimit(in: context))
    }

    /// Half of iCarousel's visible items, `ceil(length / (period · spacing)) + 2`, at most 30.
    public func visibleOffsetLimit(in context: LayoutContext) -> Double {
        let unit = context.period * spacing
        let count = (max(context.viewportLength, 0) / unit).rounded(.up) + 2
        let maximum = LayoutContext.carouselMaximumVisibleItems
        return (count.isNaN ? maximum : min(count, maximum)) / 2
    }
}
