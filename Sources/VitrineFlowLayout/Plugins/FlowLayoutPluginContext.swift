import VitrineGeometry

/// What a ``FlowLayoutPlugin`` knows about the layout while it prepares an attribute: the seed's
/// collection view, scroll direction, alignment and section inset, as one value.
public struct FlowLayoutPluginContext: Hashable, Sendable {
    /// The visible part of the content: its origin is the content offset and its size the
    /// viewport's, as `UICollectionView.bounds`.
    public var bounds: Rect
    /// The layout's scroll direction.
    public var scrollDirection: FlowScrollDirection
    /// The layout's alignment, or `nil` for none.
    public var alignment: PluginableFlowLayoutAlignment?
    /// The layout's section inset.
    public var sectionInset: EdgeInsets
    /// The size of the scrollable content.
    public var contentSize: Size

    /// Creates a context from its parts.
    public init(
        bounds: Rect, scrollDirection: FlowScrollDirection, alignment: PluginableFlowLayoutAlignment?,
        sectionInset: EdgeInsets, contentSize: Size
    ) {
        self.bounds = bounds
        self.scrollDirection = scrollDirection
        self.alignment = alignment
        self.sectionInset = sectionInset
        self.contentSize = contentSize
    }

    /// The content offset: the origin of ``bounds``.
    public var contentOffset: Point { bounds.origin }

    /// The viewport's size: the size of ``bounds``.
    public var viewportSize: Size { bounds.size }

    /// The content offset along the scroll axis (O).
    public var axisOffset: Double { scrollDirection.axisCoordinate(of: bounds.origin) }

    /// The viewport's extent along the scroll axis (C).
    public var viewportLength: Double { scrollDirection.axisLength(of: bounds.size) }

    /// The section inset before the content along the scroll axis (Ib); 0 when not finite.
    public var insetBefore: Double { scrollDirection.insetBefore(in: sectionInset).flowFinite }

    /// The section inset after the content along the scroll axis (Ia); 0 when not finite.
    public var insetAfter: Double { scrollDirection.insetAfter(in: sectionInset).flowFinite }
}
