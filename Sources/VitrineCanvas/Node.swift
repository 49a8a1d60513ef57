import VitrineGeometry

/// The "view" every engine configures: a rounded, colored rectangle with optional text and
/// children, placed by its center and shaped by a 3-D transform about that center.
///
/// A node is a value. Scenes build a tree of nodes for each frame and hand its root to
/// ``DrawList/append(_:pixelScale:glyphs:pictures:hiddenUnder:)``, which turns it into triangles.
///
/// Coordinates follow `CALayer`: a node's `center` is given in its parent's coordinate space,
/// whose origin is the parent's top-left corner (for a root node, the window's top-left corner),
/// and its `transform` applies about that center.
///
/// ```swift
/// var card = Node(center: Point(x: 200, y: 150), size: Size(width: 120, height: 80))
/// card.fillColor = Color(hex: 0x4A90E2)
/// card.cornerRadius = 12
/// card.transform = .makeRotation(.pi / 12, 0, 0, 1)
/// card.text = "Hello"
/// ```
public struct Node: Equatable, Sendable {
    /// The center in the parent's coordinate space (origin at the parent's top-left corner).
    public var center: Point
    /// The width and height before the transform.
    public var size: Size
    /// A transform applied about the center, as `CALayer.transform`.
    public var transform: Transform3D
    /// A transform applied to the children about this node's center, as
    /// `CALayer.sublayerTransform`: put a perspective here to give children a shared eye.
    public var sublayerTransform: Transform3D
    /// The opacity, 0...1, multiplied into the node's colors and into its children.
    public var opacity: Double
    /// The fill; a fill with alpha 0 draws nothing but the text and children.
    public var fillColor: Color
    /// The corner radius before the transform, clamped to half the shorter side.
    public var cornerRadius: Double
    /// A picture drawn over the fill, cut to the node's rounded corners, or `nil`.
    public var picture: NodePicture?
    /// A line (or lines, split at newlines) of text drawn inside the node, or `nil`.
    public var text: String?
    /// The text color.
    public var textColor: Color
    /// The font size of the text in points.
    public var fontSize: Double
    /// Where the text sits horizontally; it is always centered vertically.
    public var textAlignment: TextAlignment
    /// Extra space between consecutive characters of a line, in points (negative tightens), as
    /// the `.kern` attribute of an attributed string.
    public var letterSpacing: Double
    /// Nodes drawn on top of this one, in order (after sorting by ``zPosition``), placed in this
    /// node's coordinate space.
    public var children: [Node]
    /// A hidden node and its children draw nothing.
    public var isHidden: Bool
    /// Whether the node is drawn when its transform turns it away from the viewer, as
    /// `CALayer.isDoubleSided`.
    public var isDoubleSided: Bool
    /// Siblings are drawn in increasing `zPosition`; siblings with equal values keep their order.
    public var zPosition: Double

    /// Creates a node. Everything not given starts as a transparent, unrotated, opaque node
    /// with no text and no children.
    public init(
        center: Point = .zero, size: Size = .zero, fillColor: Color = .clear,
        cornerRadius: Double = 0, children: [Node] = []
    ) {
        self.center = center
        self.size = size
        self.transform = .identity
        self.sublayerTransform = .identity
        self.opacity = 1
        self.fillColor = fillColor
        self.cornerRadius = cornerRadius
        self.picture = nil
        self.text = nil
        self.textColor = .white
        self.fontSize = 17
        self.textAlignment = .center
        self.letterSpacing = 0
        self.children = children
        self.isHidden = false
        self.isDoubleSided = true
        self.zPosition = 0
    }

    /// A transparent node filling a viewport of `size` whose top-left corner is at the origin,
    /// holding `children` placed in the viewport's coordinates: the root a scene draws its items
    /// in, where their ``zPosition`` orders them.
    public init(filling size: Size, children: [Node]) {
        self.init(center: Point(x: size.width / 2, y: size.height / 2), size: size, children: children)
    }

    /// The node's rectangle in its parent's coordinate space, before the transform.
    public var frame: Rect {
        get { Rect(center: center, size: size) }
        set {
            center = newValue.center
            size = newValue.size
        }
    }
}
