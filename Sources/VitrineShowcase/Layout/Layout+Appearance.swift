import VitrineGeometry

extension Layout {
    /// The context of an item with scrolling rate `rate`, for a showcase of `itemCount` items in
    /// `viewport`.
    public func context(forRate rate: Double, in viewport: Size, itemCount: Int) -> LayoutContext {
        context(forOffset: offset(forRate: rate, in: viewport), in: viewport, itemCount: itemCount)
    }

    /// The context of an item `offset` item periods from the viewport's center.
    public func context(forOffset offset: Double, in viewport: Size, itemCount: Int) -> LayoutContext {
        LayoutContext(
            itemSize: itemSize, lineSpacing: lineSpacing, viewportSize: viewport,
            direction: direction, itemCount: itemCount, offset: offset)
    }

    /// Whether the transform moves items along the axis itself (the 3-D family), so that the
    /// container must put every item's center at the viewport's center on the axis; see
    /// ``AppearanceTransform/placesItems``.
    public var placesItems: Bool {
        (transform as? any AppearanceTransform)?.placesItems ?? false
    }

    /// Where the container puts the center of the item whose unplaced center (its slot on the
    /// strip) is `slotCenter`, before applying ``appearance(forRate:in:itemCount:)``'s transform
    /// about that center.
    ///
    /// For flat transforms this is ``placedCenter(of:in:)``. For a transform that
    /// ``placesItems``, the coordinate along the axis is the viewport's middle (the transform
    /// carries the item to its place, as in iCarousel), while the path still sets the coordinate
    /// across the axis.
    public func itemCenter(forSlotCenter slotCenter: Point, in viewport: Size) -> Point {
        var center = placedCenter(of: slotCenter, in: viewport)
        if placesItems {
            switch direction {
            case .horizontal: center.x = viewport.width / 2
            case .vertical: center.y = viewport.height / 2
            }
        }
        return center
    }

    /// The appearance of an item with scrolling rate `rate` in a showcase of `itemCount` items.
    ///
    /// Without a transform this is the identity, opaque and double-sided, with the flat depth
    /// order: ``ItemAppearance/flatZPosition(forOffset:)``, the item nearest the center on top. A
    /// transform that is an ``AppearanceTransform`` gives its own appearance; any other gives its
    /// matrix with those flat defaults. An item whose face does not show
    /// (``ItemAppearance/showsFace``: single-sided and turned away, or seen edge-on) is hidden.
    /// An appearance with a non-finite entry becomes ``ItemAppearance/hidden``, so a faulty custom
    /// transform makes its item skip the frame instead of poisoning the drawing.
    public func appearance(forRate rate: Double, in viewport: Size, itemCount: Int) -> ItemAppearance {
        appearance(rate: rate, context: context(forRate: rate, in: viewport, itemCount: itemCount))
    }

    /// The appearance of an item `offset` item periods from the viewport's center; the same as
    /// ``appearance(forRate:in:itemCount:)`` at the matching rate.
    public func appearance(forOffset offset: Double, in viewport: Size, itemCount: Int) -> ItemAppearance {
        let context = context(forOffset: offset, in: viewport, itemCount: itemCount)
        return appearance(rate: rate(forOffset: offset, in: viewport), context: context)
    }

    /// The appearance of an item `offset` items from the viewport's center, read at scrolling
    /// rate `rate`: for a strip of items of different lengths, where the rate of an item's center
    /// and its offset counted in items no longer follow from one another (see
    /// ``Showcase/itemLengths``). The context keeps the layout's item size.
    public func appearance(forOffset offset: Double, rate: Double, in viewport: Size, itemCount: Int) -> ItemAppearance {
        appearance(rate: rate, context: context(forOffset: offset, in: viewport, itemCount: itemCount))
    }

    /// How far from the center, in items, the container should keep items: the transform's
    /// ``AppearanceTransform/visibleOffsetLimit(in:)``, or for flat layouts half the viewport in
    /// periods plus one of margin.
    public func visibleOffsetLimit(in viewport: Size, itemCount: Int) -> Double {
        let context = context(forOffset: 0, in: viewport, itemCount: itemCount)
        if let rich = transform as? any AppearanceTransform {
            return rich.visibleOffsetLimit(in: context)
        }
        return context.flatVisibleOffsetLimit
    }

    private func appearance(rate: Double, context: LayoutContext) -> ItemAppearance {
        let flatDepth = ItemAppearance.flatZPosition(forOffset: context.offset)
        var result: ItemAppearance
        if let rich = transform as? any AppearanceTransform {
            result = rich.appearance(withScrollingRate: rate, in: context)
        } else {
            result = ItemAppearance(
                transform: transform?.transform(withScrollingRate: rate) ?? .identity,
                zPosition: flatDepth)
        }
        guard result.isFinite else { return .hidden }
        result.isHidden = !result.isVisible
        return result
    }
}
