extension PluginableFlowLayoutAlignment {
    /// The content offset along the axis at which an item spanning `itemStart...itemEnd` sits
    /// in this alignment's slot (seed-sources §3.2, `target(item)`), for a viewport
    /// `viewportLength` long with section insets `insetBefore` and `insetAfter` along the axis:
    /// - lineStart: `itemStart − Ib`
    /// - lineCenter: `mid − C/2`
    /// - lineEnd: `itemEnd − C + Ia`
    ///
    /// An item's distance from its slot at offset O (the seed's `diff`) is this minus O, so an
    /// item in its slot has a distance of 0 for every alignment (the seed's lineEnd `diff` added
    /// Ia where `target` subtracted it).
    public func targetContentOffset(
        itemStart: Double, itemEnd: Double, viewportLength: Double,
        insetBefore: Double, insetAfter: Double
    ) -> Double {
        switch self {
        case .lineStart: itemStart - insetBefore
        case .lineCenter: (itemStart + itemEnd) / 2 - viewportLength / 2
        case .lineEnd: itemEnd - viewportLength + insetAfter
        }
    }

    /// Where along the axis the centre of an item `itemLength` long sits in this alignment's
    /// slot, with the viewport at `offset` (the percentages' "ideal frame", seed-sources §3.3):
    /// - lineStart: `O + Ib + S/2`
    /// - lineCenter: `O + C/2`
    /// - lineEnd: `O + C − Ia − S/2`
    public func idealCenter(
        offset: Double, itemLength: Double, viewportLength: Double,
        insetBefore: Double, insetAfter: Double
    ) -> Double {
        switch self {
        case .lineStart: offset + insetBefore + itemLength / 2
        case .lineCenter: offset + viewportLength / 2
        case .lineEnd: offset + viewportLength - insetAfter - itemLength / 2
        }
    }
}
