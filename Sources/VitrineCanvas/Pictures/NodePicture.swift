import VitrineGeometry

/// A picture a ``Node`` shows over its fill, cut to its rounded corners: which picture, how
/// large it is, and how it sits in the node.
///
/// The canvas never loads a picture: the number names it to the ``PictureSource`` a draw list is
/// built with, which gives a texture for it once it has one. Until then the node shows its fill.
///
/// ```swift
/// var card = Node(center: Point(x: 200, y: 150), size: Size(width: 180, height: 240))
/// card.cornerRadius = 18
/// card.picture = NodePicture(number: 7, pixelSize: Size(width: 4000, height: 3000), contentMode: .fill)
/// ```
public struct NodePicture: Hashable, Sendable {
    /// Which picture: its number in the ``PictureSource``.
    public var number: Int
    /// The picture's own width and height, in pixels: its proportions for ``PictureContentMode/fill``
    /// and ``PictureContentMode/fit``, its size in points for ``PictureContentMode/original``.
    public var pixelSize: Size
    /// How the picture sits in the node.
    public var contentMode: PictureContentMode
    /// How far the picture is moved from where its content mode puts it, in the node's points,
    /// and cut to the node wherever it lands (a parallax inside a card).
    public var offset: Point
    /// How much larger than its content mode makes it the picture is drawn, about its center
    /// (1: as the mode says); a picture that moves inside its node is drawn larger, so that
    /// its edges stay outside.
    public var zoom: Double

    /// Creates a picture of a node.
    public init(
        number: Int, pixelSize: Size, contentMode: PictureContentMode = .fill, offset: Point = .zero, zoom: Double = 1
    ) {
        self.number = number
        self.pixelSize = pixelSize
        self.contentMode = contentMode
        self.offset = offset
        self.zoom = zoom
    }

    /// Whether the picture covers the whole of a node of `size`, as `.fill` does (to within a
    /// billionth of the node, what its scaling may round away).
    public func covers(_ size: Size) -> Bool {
        guard let placed = rect(in: size) else { return false }
        let slackX = size.width * 1e-9, slackY = size.height * 1e-9
        return placed.minX <= -size.width / 2 + slackX && placed.maxX >= size.width / 2 - slackX
            && placed.minY <= -size.height / 2 + slackY && placed.maxY >= size.height / 2 - slackY
    }

    /// The picture's whole rectangle in the local coordinates of a node of `size` (origin at its
    /// center), before it is cut to the node; `nil` when either size is empty or not finite.
    public func rect(in size: Size) -> Rect? {
        let width = pixelSize.width, height = pixelSize.height
        guard width > 0, height > 0, width.isFinite, height.isFinite,
            size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
            offset.x.isFinite, offset.y.isFinite, zoom.isFinite, zoom > 0
        else { return nil }
        let scale: Double
        switch contentMode {
        case .fill: scale = max(size.width / width, size.height / height)
        case .fit: scale = min(size.width / width, size.height / height)
        case .original: scale = 1
        }
        let placed = Size(width: width * scale * zoom, height: height * scale * zoom)
        return Rect(
            x: -placed.width / 2 + offset.x, y: -placed.height / 2 + offset.y,
            width: placed.width, height: placed.height)
    }
}
