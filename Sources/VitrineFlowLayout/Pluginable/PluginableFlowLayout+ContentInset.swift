import VitrineGeometry

extension PluginableFlowLayout {
    /// The inset the alignment gives the content before and after it along the scroll axis, in
    /// the prepared viewport: what UICollectionView's `adjustedContentInset` would have to be for
    /// the content to scroll from the first item's slot to the last item's (CSS
    /// `scroll-padding`), so that every item can rest in its slot.
    ///
    /// With T the items' slot offsets (``PluginableFlowLayoutAlignment/targetContentOffset(itemStart:itemEnd:viewportLength:insetBefore:insetAfter:)``),
    /// L the content's length and C the viewport's along the axis:
    /// - before = `−min T`: how far the first slot lies before offset 0;
    /// - after = `max T − (L − C)`: how far the last slot lies past the content's end.
    ///
    /// For a first item S₁ long and a last item Sₙ long, each the longest of its line, with
    /// section insets Ib and Ia:
    ///
    /// | alignment | before | after |
    /// |---|---|---|
    /// | lineStart | 0 | C − Sₙ − Ib − Ia |
    /// | lineCenter | C/2 − S₁/2 − Ib | C/2 − Sₙ/2 − Ia |
    /// | lineEnd | C − S₁ − Ib − Ia | 0 |
    ///
    /// A value is negative where the section inset leaves more room than the slot needs, or an
    /// item is longer than the viewport: the content then stops at the slot (as a negative
    /// `contentInset` does), so that the ends, too, rest with an item in its slot. An end item
    /// longer than the viewport is then seen as far as its slot shows it (lineCenter cuts both
    /// its ends; the seed's slots cut every such item the same way).
    ///
    /// Only the edges along the scroll axis are set: left and right when scrolling sideways, top
    /// and bottom when scrolling up and down. The inset is zero without an alignment, without
    /// items, or when ``contentInsetAdjustment`` is `.never`.
    public var adjustedContentInset: EdgeInsets {
        let inset = axisContentInset(in: geometry)
        return scrollDirection == .horizontal
            ? EdgeInsets(top: 0, left: inset.before, bottom: 0, right: inset.after)
            : EdgeInsets(top: inset.before, left: 0, bottom: inset.after, right: 0)
    }

    /// The content offsets at which the content may rest along the scroll axis, in the prepared
    /// viewport: from the first item's slot offset to the last item's, `−before ... L − C + after`
    /// with the ``adjustedContentInset``. At `lowerBound` the first item rests in its slot, at
    /// `upperBound` the last; `lowerBound` is negative where the first slot lies before the
    /// content's start.
    ///
    /// Without an alignment or items, or under ``contentInsetAdjustment`` `.never`, it is the
    /// content's own range, `0...max(L − C, 0)`.
    ///
    /// A scroller whose offsets start at 0 shows layout offset `lowerBound + s` at its offset s,
    /// over a content length of `upperBound − lowerBound + C`.
    public var contentOffsetRange: ClosedRange<Double> {
        contentOffsetRange(in: geometry)
    }

    /// `offset` pulled into ``contentOffsetRange``; NaN gives its lower bound.
    public func clampedContentOffset(_ offset: Double) -> Double {
        clampedContentOffset(offset, in: geometry)
    }

    /// The inset before and after the content along the axis in `geometry` (see
    /// ``adjustedContentInset``).
    func axisContentInset(in geometry: FlowLayoutGeometry) -> (before: Double, after: Double) {
        guard let slots = slotRange(in: geometry) else { return (0, 0) }
        return (-slots.lowerBound, slots.upperBound - (geometry.contentLength - geometry.viewportLength))
    }

    /// The scrollable range in `geometry` (see ``contentOffsetRange``): the slots' own offsets,
    /// not 0 and L − C moved by the insets, so that its ends equal the end slots exactly.
    func contentOffsetRange(in geometry: FlowLayoutGeometry) -> ClosedRange<Double> {
        slotRange(in: geometry) ?? 0...geometry.maximumContentOffset
    }

    /// `offset` pulled into the scrollable range of `geometry`; NaN gives its lower bound.
    func clampedContentOffset(_ offset: Double, in geometry: FlowLayoutGeometry) -> Double {
        let range = contentOffsetRange(in: geometry)
        guard !offset.isNaN else { return range.lowerBound }
        return min(max(offset, range.lowerBound), range.upperBound)
    }

    /// The smallest and the largest slot offsets when the range is adjusted for the alignment,
    /// else `nil`.
    private func slotRange(in geometry: FlowLayoutGeometry) -> ClosedRange<Double>? {
        guard contentInsetAdjustment == .alignment, let alignment else { return nil }
        return SlotFinder(alignment: alignment, geometry: geometry).slotRange
    }
}
