import VitrineGeometry

/// What an ``AppearanceTransform`` may need to know about one item's place in the layout:
/// the geometry of the strip, the viewport, the number of items and the item's offset.
///
/// A layout makes these with ``Layout/context(forRate:in:itemCount:)``.
public struct LayoutContext: Hashable, Sendable {
    /// The size of every item before its transform.
    public var itemSize: Size
    /// The gap between neighboring items along the axis.
    public var lineSpacing: Double
    /// The size of the area the items are shown in.
    public var viewportSize: Size
    /// The scroll axis.
    public var direction: LayoutDirection
    /// How many items (models) there are; circular layouts spread at most this many around
    /// their circle.
    public var itemCount: Int
    /// How many item periods this item's center lies from the viewport's center along the axis,
    /// positive to the right (or below): iCarousel's item offset,
    /// `rate · (viewport length / 2) / period`.
    public var offset: Double

    /// Creates a context from its parts.
    public init(
        itemSize: Size, lineSpacing: Double, viewportSize: Size, direction: LayoutDirection,
        itemCount: Int, offset: Double
    ) {
        self.itemSize = itemSize
        self.lineSpacing = lineSpacing
        self.viewportSize = viewportSize
        self.direction = direction
        self.itemCount = itemCount
        self.offset = offset
    }

    /// The distance between neighboring item centers: the line spacing plus the item's length
    /// along the axis. The 3-D family uses it as iCarousel's item width.
    public var period: Double {
        lineSpacing + (direction == .horizontal ? itemSize.width : itemSize.height)
    }

    /// The viewport's extent along the axis.
    public var viewportLength: Double {
        direction == .horizontal ? viewportSize.width : viewportSize.height
    }

    /// The scrolling rate that matches ``offset``: `offset · period / (viewport length / 2)`,
    /// or 0 in an empty viewport.
    public var rate: Double {
        let half = viewportLength / 2
        return half > 0 ? offset * period / half : 0
    }

    /// How far from the center, in items, the flat layout keeps items: half the viewport in
    /// periods plus one period of margin, the seed's reusable rectangle. A zero period gives 0.
    public var flatVisibleOffsetLimit: Double {
        let period = self.period
        guard period > 0, viewportLength.isFinite else { return 0 }
        return max(viewportLength, 0) / 2 / period + 1
    }

    /// A stand-in used when a context-dependent transform is asked for a plain
    /// ``TransformProtocol/transform(withScrollingRate:)``: 200 × 200 items with no spacing in a
    /// 1000 × 600 viewport, 12 items, scrolling horizontally, at offset `2.5 · rate`.
    public static func reference(rate: Double) -> LayoutContext {
        LayoutContext(
            itemSize: Size(width: 200, height: 200), lineSpacing: 0,
            viewportSize: Size(width: 1000, height: 600), direction: .horizontal,
            itemCount: 12, offset: rate * 2.5)
    }
}
