import VitrineCanvas
import VitrineGeometry
import VitrineInput

/// The ring around the focused card, shown once a key has moved the focus (an arrow, Page Up
/// or Down, Home, End) and hidden again by the pointer or the wheel, as a browser's
/// `:focus-visible`: a band of the window's accent color a gap of the window's own color
/// outside the card (so that it stands apart from a card of any color, the accent's included),
/// following the card's transform, drawn under it.
enum FocusRing {
    /// The band's width, in points at 1280 × 720 (times the interface's scale).
    static let width = 3.0
    /// The gap between the card and the band, in the same points.
    static let gap = 3.0
    /// The ring's color: the panel's accent.
    static let color = Color(hex: 0xFFB347)

    /// The keys that move the focus.
    static let movingKeys: Set<Key> = [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end]

    /// Whether `event` shows the ring (a key that moves the focus) or hides it (the pointer,
    /// the wheel or the touchpad); `nil` when it changes nothing.
    static func isShown(after event: InputEvent) -> Bool? {
        switch event {
        case .keyDown(let key, let modifiers, _) where modifiers.isEmpty && movingKeys.contains(key): true
        case .pointerDown, .wheel: false
        default: nil
        }
    }

    /// `nodes` with the ring under the node of `item` nearest the middle of `viewport` (with
    /// looping an item may show twice), its band and gap `scale` times ``width`` and ``gap``.
    static func adding(
        around item: Int, in nodes: [(item: Int, node: Node)], viewport: Size, scale: Double
    ) -> [Node] {
        let middle = Point(x: viewport.width / 2, y: viewport.height / 2)
        let focused = nodes.indices.filter { nodes[$0].item == item }
            .min { nodes[$0].node.center.distance(to: middle) < nodes[$1].node.center.distance(to: middle) }
        var result: [Node] = []
        for (index, placed) in nodes.enumerated() {
            if index == focused {
                result.append(band(around: placed.node, by: (gap + width) * scale, color: color))
                result.append(band(around: placed.node, by: gap * scale, color: PlaygroundCore.windowColor))
            }
            result.append(placed.node)
        }
        return result
    }

    /// A shape of `color` under `card`: its place, transform, depth and opacity, `margin` larger
    /// on every side with corners as much rounder, and nothing else of it.
    static func band(around card: Node, by margin: Double, color: Color) -> Node {
        var ring = Node(
            center: card.center, size: Size(width: card.size.width + 2 * margin, height: card.size.height + 2 * margin),
            fillColor: color, cornerRadius: card.cornerRadius + margin)
        ring.transform = card.transform
        ring.opacity = card.opacity
        ring.zPosition = card.zPosition
        ring.isDoubleSided = card.isDoubleSided
        return ring
    }
}
