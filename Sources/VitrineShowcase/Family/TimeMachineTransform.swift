import VitrineGeometry

/// iCarousel's TimeMachine: items recede into the distance in a line, as in the Time Machine
/// backup browser; those that pass the viewer fade away.
///
/// With W the period, the item moves by `offset · W · tilt` along the axis and
/// `offset · W · spacing` in depth (toward the viewer for positive offsets); inverted, the tilt
/// and the offset change sign. The default fade (``CarouselFade/timeMachine``, or
/// ``CarouselFade/invertedTimeMachine`` when inverted) takes items with offset > 0 (< 0 when
/// inverted) from opaque to invisible over one item. Place items by the ``CarouselTransform``
/// contract.
///
/// The depth order is the items' depth, as in every 3-D layout, and here depth grows with the
/// offset: an item gliding past the eye is drawn over the center item, as it is nearer. Only
/// items the fade has begun to take (offset > 0, or < 0 inverted) are ever drawn over the item
/// nearest the center, so nothing opaque covers it.
public struct TimeMachineTransform: CarouselTransform, Hashable {
    /// Whether items recede the other way. The default is `false`.
    public var inverted: Bool
    /// How far along the axis each item shifts, in periods. The default is 0.3.
    public var tilt: Double
    /// How far in depth each item recedes, in periods. The default is 1.
    public var spacing: Double
    /// The perspective, iCarousel's `m34`. The default is −1/500; 0 is flat.
    public var perspective: Double
    /// Where the eye sits relative to the viewport's center (iCarousel's `viewpointOffset`).
    public var viewpointOffset: Size
    /// The fade, or `nil` for iCarousel's default for the type (see above).
    public var fade: CarouselFade?

    /// Creates a TimeMachine with iCarousel's defaults.
    public init(
        inverted: Bool = false, tilt: Double = 0.3, spacing: Double = 1, perspective: Double = -1.0 / 500,
        viewpointOffset: Size = .zero, fade: CarouselFade? = nil
    ) {
        self.inverted = inverted
        self.tilt = tilt
        self.spacing = spacing
        self.perspective = perspective
        self.viewpointOffset = viewpointOffset
        self.fade = fade
    }

    /// The item's transform at `offset`.
    public func transform(forOffset offset: Double, in context: LayoutContext) -> Transform3D {
        let width = context.period
        let (offset, tilt) = inverted ? (-offset, -self.tilt) : (offset, self.tilt)
        let along = offset * width * tilt
        let depth = offset * width * spacing
        let base = Transform3D.carouselBase(perspective: perspective, viewpointOffset: viewpointOffset)
        switch context.direction {
        case .horizontal: return base.translated(along, 0, depth)
        case .vertical: return base.translated(0, along, depth)
        }
    }

    /// The transform, depth order and fade at `context.offset`; both faces are shown. Items the
    /// fade makes invisible are hidden, so none is drawn at or behind the eye.
    public func appearance(withScrollingRate rate: Double, in context: LayoutContext) -> ItemAppearance {
        let fade = self.fade ?? (inverted ? .invertedTimeMachine : .timeMachine)
        return ItemAppearance(
            carousel: transform(forOffset: context.offset, in: context), offset: context.offset,
            fade: fade, isDoubleSided: true, limit: visibleOffsetLimit(in: context))
    }

    /// Half of iCarousel's `MAX_VISIBLE_ITEMS`: 15.
    public func visibleOffsetLimit(in context: LayoutContext) -> Double {
        LayoutContext.carouselMaximumVisibleItems / 2
    }
}
