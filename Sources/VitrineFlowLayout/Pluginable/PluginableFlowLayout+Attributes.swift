import VitrineGeometry

extension PluginableFlowLayout {
    /// The visible rectangle at content offset `offset` along the scroll axis, in the prepared
    /// viewport: what `UICollectionView.bounds` would be.
    public func bounds(atContentOffset offset: Double) -> Rect {
        let direction = scrollDirection
        return Rect(origin: direction.point(axis: offset, cross: 0), size: viewport)
    }

    /// What plugins are told while the content shows `bounds`.
    public func pluginContext(bounds: Rect) -> FlowLayoutPluginContext {
        FlowLayoutPluginContext(
            bounds: bounds, scrollDirection: scrollDirection, alignment: alignment,
            sectionInset: sectionInset, contentSize: geometry(for: bounds.size).contentSize)
    }

    /// The attributes of every item whose frame intersects `rect`, in index order, while the
    /// content shows `bounds` (its origin is the content offset, its size the viewport's).
    ///
    /// Each attribute carries its ``PluginableFlowLayoutAttributes/percentageInfo`` and has been
    /// through every plugin. Finding the items costs O(log n + k) for k items found when
    /// `bounds` has the prepared viewport's size.
    public func layoutAttributesForElements(in rect: Rect, bounds: Rect) -> [LayoutAttributes] {
        let context = pluginContext(bounds: bounds)
        var result: [LayoutAttributes] = []
        geometry(for: bounds.size).forEachItem(in: rect) { index, frame in
            result.append(attributes(index: index, frame: frame, context: context))
        }
        return result
    }

    /// The attributes of item `index` while the content shows `bounds`, with its percentages
    /// and every plugin applied, or `nil` when there is no such item.
    public func layoutAttributesForItem(at index: Int, bounds: Rect) -> LayoutAttributes? {
        guard let frame = geometry(for: bounds.size).frame(ofItem: index) else { return nil }
        return attributes(index: index, frame: frame, context: pluginContext(bounds: bounds))
    }

    /// The attributes of item `index` at `frame`: the percentages first, then the plugins.
    private func attributes(index: Int, frame: Rect, context: FlowLayoutPluginContext) -> LayoutAttributes {
        var attributes = LayoutAttributes(index: index, frame: frame, scrollDirection: context.scrollDirection)
        attributes = PercentageFlowLayoutPlugin().prepareAttributes(attributes, in: context)
        for plugin in plugins {
            attributes = plugin.prepareAttributes(attributes, in: context)
        }
        return attributes
    }
}
