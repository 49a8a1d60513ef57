import VitrineCanvas
import VitrineGeometry

/// The benchmark's scene: `count` unrotated 60 × 60 items with 10-point corners spread over a
/// 1280 × 720 frame in a grid of about the frame's aspect (items overlap when they are many).
struct BenchmarkGrid {
    static let frameSize = Size(width: 1280, height: 720)
    static let itemSide = 60.0
    static let cornerRadius = 10.0
    static let palette: [UInt32] = [0xFF6B6B, 0xFFB347, 0xFFE066, 0x6BCB77, 0x4DABF7, 0x9775FA, 0xF783AC, 0x3BC9DB]

    /// How every item is placed: as it is, turned in the screen's plane, or tilted in 3-D.
    enum Pose: String, CaseIterable {
        case flat
        /// Turned by 15° (SDL2_gfx cannot turn its boxes; the textured-quad peer can).
        case turned = "turned 15°"
        /// Turned by 30° about its vertical axis, seen from 500 points away: a coverflow card.
        case tilted = "tilted 30° in perspective"

        /// The item's transform about its center.
        var transform: Transform3D {
            switch self {
            case .flat: .identity
            case .turned: .makeRotation(Double.pi / 12, 0, 0, 1)
            case .tilted: Transform3D.makeRotation(Double.pi / 6, 0, 1, 0).concatenating(.perspective(distance: 500))
            }
        }

        /// The turn the peers draw, in radians.
        var turn: Double { self == .turned ? Double.pi / 12 : 0 }
    }

    /// The top-left corner and color of every item.
    let items: [(origin: Point, color: Color)]
    /// How the items are placed.
    let pose: Pose

    init(count: Int, pose: Pose = .flat) {
        self.pose = pose
        let columns = max(Int((Double(count) * 16 / 9).squareRoot().rounded(.up)), 1)
        let rows = (count + columns - 1) / columns
        let stepX = (Self.frameSize.width - Self.itemSide) / Double(max(columns - 1, 1))
        let stepY = (Self.frameSize.height - Self.itemSide) / Double(max(rows - 1, 1))
        items = (0..<count).map { index in
            (
                Point(x: Double(index % columns) * stepX, y: Double(index / columns) * stepY),
                Color(hex: Self.palette[index % Self.palette.count])
            )
        }
        nodes = items.map { item in
            var node = Node(
                center: Point(x: item.origin.x + Self.itemSide / 2, y: item.origin.y + Self.itemSide / 2),
                size: Size(width: Self.itemSide, height: Self.itemSide), fillColor: item.color,
                cornerRadius: Self.cornerRadius)
            node.transform = pose.transform
            return node
        }
        root = Node(filling: Self.frameSize, children: nodes)
    }

    /// The items as nodes, for Vitrine: the scene a draw list is built from, made once.
    let nodes: [Node]

    /// The items as one tree, as a scene draws them: a frame-sized root whose children are the
    /// items. Made once: the scene's layout makes it, and the draw list is built from it.
    let root: Node
}
