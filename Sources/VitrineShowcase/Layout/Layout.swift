import VitrineGeometry

/// How a showcase arranges its items: the seed's `Layout`, as a value.
///
/// The direction, item size and line spacing fix the strip the items scroll along; the
/// ``path`` moves each item across the axis and the ``transform`` shapes it, both as functions
/// of the item's scrolling rate (see ``rate(ofCenter:in:)``).
///
/// ```swift
/// var layout = Layout(itemSize: Size(width: 100, height: 100))
/// layout.direction = .vertical
/// layout.path = CircularPath()
/// layout.transform = TransformRotate(startRate: 0.4, rotateAngle: 8 * .pi)
/// ```
///
/// For the 3-D family there are ready-made layouts such as ``coverFlow(itemSize:direction:)``.
public struct Layout: Sendable {
    /// The scroll axis. The default is `.horizontal`.
    public var direction: LayoutDirection
    /// The size of every item before its transform. The default is `.zero`.
    public var itemSize: Size
    /// The gap between neighboring items along the axis. The default is 8.
    public var lineSpacing: Double
    /// The orbit items follow across the axis. The default is ``DefaultPath`` (on the axis).
    public var path: any PathProtocol
    /// The shape items take as they scroll, or `nil` for none. The default is `nil`.
    public var transform: (any TransformProtocol)?

    /// Creates a layout; `Layout()` gives the seed's defaults.
    public init(
        direction: LayoutDirection = .horizontal, itemSize: Size = .zero, lineSpacing: Double = 8,
        path: any PathProtocol = DefaultPath(), transform: (any TransformProtocol)? = nil
    ) {
        self.direction = direction
        self.itemSize = itemSize
        self.lineSpacing = lineSpacing
        self.path = path
        self.transform = transform
    }

    /// The distance from one item's center to the next along the axis: the line spacing plus
    /// the item's length along the axis (the seed's P).
    public var period: Double {
        lineSpacing + itemLength
    }

    /// The item's extent along the axis: its width when horizontal, its height when vertical.
    public var itemLength: Double {
        direction == .horizontal ? itemSize.width : itemSize.height
    }
}
