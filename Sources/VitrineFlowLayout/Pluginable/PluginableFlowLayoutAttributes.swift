import VitrineGeometry

/// What a ``PluginableFlowLayout`` says about one item: where it is and how plugins want it
/// drawn. The seed's `PluginableFlowLayoutAttributes`, as a value.
///
/// The layout fills in ``index``, ``frame`` and ``scrollDirection`` and the visibility
/// percentages (``percentageInfo``); plugins then adjust the visual fields and may store values
/// of their own under a ``FlowLayoutAttributeKey``:
///
/// ```swift
/// let percentage = attributes.percentageInfo.collectionVisibility
/// attributes.alpha = 1 - abs(percentage)
/// attributes[GlowKey.self] = 0.5
/// ```
///
/// A renderer draws the item in ``frame``, with ``transform`` applied about the frame's centre
/// (as Core Animation's default anchor point), at opacity ``alpha``, in ``zIndex`` order; it
/// moves the item's inner content by ``contentTranslation`` (clipped to the frame) and covers it
/// with a dimming overlay of opacity ``overlayAlpha``.
public struct PluginableFlowLayoutAttributes: Equatable, Sendable {
    /// The item's index.
    public var index: Int
    /// The item's frame in content coordinates.
    public var frame: Rect
    /// The scroll direction of the layout that made these attributes.
    public var scrollDirection: FlowScrollDirection
    /// The item's transform, about the centre of ``frame``. The default is the identity.
    public var transform: Transform3D = .identity
    /// The item's opacity, from 0 to 1. The default is 1.
    public var alpha: Double = 1
    /// The drawing order: higher values draw on top. The default is 0.
    public var zIndex: Int = 0
    /// How far the item's inner content (an image, say) moves inside its frame. The default is
    /// none.
    public var contentTranslation: Point = .zero
    /// The opacity of a dimming overlay drawn over the item, from 0 (none) to 1. The default is 0.
    public var overlayAlpha: Double = 0
    /// The values plugins stored, by key; read and write them with the subscript.
    public var values = FlowLayoutAttributeValues()

    /// Attributes for item `index` at `frame`, with the visual fields at their defaults.
    public init(index: Int, frame: Rect, scrollDirection: FlowScrollDirection) {
        self.index = index
        self.frame = frame
        self.scrollDirection = scrollDirection
    }

    /// The value stored for `key`, or its default; setting stores it.
    public subscript<Key: FlowLayoutAttributeKey>(key: Key.Type) -> Key.Value {
        get { values[key] }
        set { values[key] = newValue }
    }
}
