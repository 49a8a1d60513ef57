import VitrineCanvas
import VitrineGeometry

/// The benchmark's scene: `count` unrotated 60 × 60 items with 10-point corners spread over a
/// 1280 × 720 frame in a grid of about the frame's aspect (items overlap when they are many).
struct BenchmarkGrid {
    static let frameSize = Size(width: 1280, height: 720)
    static let itemSide = 60.0
    static let cornerRadius = 10.0
    static let palette: [UInt32] = [0xFF6B6B, 0xFFB347, 0xFFE066, 0x6BCB77, 0x4DABF7, 0x9775FA, 0xF783AC, 0x3BC9DB]

    /// The top-left corner and color of every item.
    let items: [(origin: Point, color: Color)]
    /// A turn given to every Vitrine item (SDL2_gfx cannot turn its boxes), in radians: turned
    /// items are tessellated rather than drawn from atlas masks.
    let turn: Double

    init(count: Int, turn: Double = 0) {
        self.turn = turn
        let columns = max(Int((Double(count) * 16 / 9).squareRoot().rounded(.up)), 1)
        let rows = (count + columns - 1) / columns
        let stepX = (Self.frameSize.width - Self.itemSide) / Double(max(columns - 1, 1))
        let stepY = (Self.frameSize.height - Self.itemSide) / Double(max(rows - 1, 1))
        items = (0..<count).map { index in
            (Point(x: Double(index % columns) * stepX, y: Double(index / columns) * stepY),
             Color(hex: Self.palette[index % Self.palette.count]))
        }
    }

    /// The items as nodes, for Vitrine.
    var nodes: [Node] {
        items.map { item in
            var node = Node(center: Point(x: item.origin.x + Self.itemSide / 2, y: item.origin.y + Self.itemSide / 2),
                            size: Size(width: Self.itemSide, height: Self.itemSide), fillColor: item.color,
                            cornerRadius: Self.cornerRadius)
            if turn != 0 { node.transform = .makeRotation(turn, 0, 0, 1) }
            return node
        }
    }
}
