import Foundation
import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineMotion

/// The foundation's demo: rounded items of many sizes, colors and corner radii, some turning
/// slowly, one tilted in perspective, laid out on a grid that follows the window's size. The
/// grid is two screens wide and scrolls sideways with a drag, the wheel, a touchpad or the keys,
/// bouncing at both ends.
///
/// Read top to bottom: the items, how input and time move them, how they become nodes.
struct DemoScene: Scene {
    /// "Demo".
    let title = "Demo"
    /// "Demo".
    let sceneName = "Demo"
    /// "demo".
    let presetName = "demo"

    /// One item of the demo, placed by its cell on a 6 × 3 grid.
    struct Item {
        var column: Double
        var row: Double
        var size: Size
        var cornerRadius: Double
        var color: UInt32
        /// Turning speed about z in radians per second; 0 keeps the item still.
        var spin: Double = 0
        /// The largest tilt about y, in radians, swung back and forth with perspective.
        var tilt: Double = 0
        var label: String? = nil
    }

    /// The items of the first screen. The second holds them in reverse order on the same spots,
    /// so a spot must give room to both of its items: the small lilac square at column 4.25 leaves
    /// the pink square turning there on the second screen about 19 points from the "square"
    /// card beside it at any angle, in a 1280-point-wide window (``DemoSceneTests``).
    static let items: [Item] = [
        Item(column: 0, row: 0, size: Size(width: 150, height: 100), cornerRadius: 12, color: 0xFF6B6B, label: "12 px"),
        Item(column: 1, row: 0, size: Size(width: 90, height: 90), cornerRadius: 45, color: 0xFFB347),
        Item(column: 2, row: 0, size: Size(width: 160, height: 60), cornerRadius: 30, color: 0xFFE066, label: "capsule"),
        Item(column: 3, row: 0, size: Size(width: 110, height: 110), cornerRadius: 4, color: 0x6BCB77, spin: 0.35),
        Item(column: 4, row: 0, size: Size(width: 70, height: 130), cornerRadius: 20, color: 0x4DABF7),
        Item(column: 5, row: 0, size: Size(width: 120, height: 80), cornerRadius: 0, color: 0x9775FA, label: "square"),
        Item(column: 0, row: 1, size: Size(width: 100, height: 100), cornerRadius: 24, color: 0xF783AC, spin: -0.5),
        Item(
            column: 1, row: 1, size: Size(width: 180, height: 120), cornerRadius: 18, color: 0x3BC9DB,
            tilt: 0.9, label: "tilted"),
        Item(column: 2.4, row: 1, size: Size(width: 60, height: 60), cornerRadius: 8, color: 0xA9E34B, spin: 1.2),
        Item(column: 3.3, row: 1, size: Size(width: 130, height: 90), cornerRadius: 40, color: 0xFF922B, label: "40 px"),
        Item(column: 4.25, row: 1, size: Size(width: 40, height: 40), cornerRadius: 6, color: 0xE599F7, spin: -0.8),
        Item(column: 5, row: 1, size: Size(width: 140, height: 140), cornerRadius: 70, color: 0x5C7CFA, label: "circle"),
        Item(
            column: 0, row: 2, size: Size(width: 200, height: 70), cornerRadius: 14, color: 0x20C997, spin: 0.15,
            label: "Vitrine"),
        Item(column: 1.5, row: 2, size: Size(width: 80, height: 120), cornerRadius: 36, color: 0xFA5252),
        Item(column: 2.6, row: 2, size: Size(width: 120, height: 120), cornerRadius: 2, color: 0xFCC419, spin: 0.6),
        Item(column: 3.8, row: 2, size: Size(width: 150, height: 50), cornerRadius: 10, color: 0x74C0FC, label: "text"),
        Item(column: 5, row: 2, size: Size(width: 100, height: 100), cornerRadius: 30, color: 0xB197FC, spin: -0.25),
    ]

    /// Seconds since the start, as last given to ``update(at:viewport:)``.
    private var now = 0.0
    /// Whether motion is reduced (X): the items neither spin nor tilt, and glides are shorter.
    private(set) var reducesMotion = false
    /// The sideways scrolling of the two screens of items.
    private(set) var scroller: Scroller

    /// Creates the demo scene.
    init() {
        var configuration = Scroller.Configuration(axis: .horizontal)
        configuration.step = 200
        scroller = Scroller(configuration: configuration)
    }

    /// The content is two screens wide; a wheel notch or arrow key moves one grid column. The
    /// demo is laid out in design points (``DesignFit``), so its items keep their proportions
    /// in any window; a drag's slop stays 4 points on screen.
    private mutating func fit(_ window: Size) {
        let viewport = DesignFit.viewport(for: window)
        scroller.setContent(length: 2 * viewport.width, viewport: viewport.width)
        scroller.configuration.step = Self.cellSize(viewport).width
        scroller.configuration.dragSlop = DesignFit.dragSlop(for: window)
    }

    /// Scrolls with the pointer, the wheel, the touchpad and the keys.
    mutating func handle(_ event: InputEvent, at time: Double, viewport: Size) {
        fit(viewport)
        scroller.handle(DesignFit.event(event, in: viewport), at: time)
    }

    /// Moves the scroll and the turning items to `time`.
    mutating func update(at time: FrameTime, viewport: Size) {
        now = time.now
        fit(viewport)
        scroller.update(at: time.now)
    }

    /// The band at the top for the status line, and the margins around the grid.
    static let top = 60.0, margin = 40.0

    /// A grid cell: a sixth of the width between the margins, a third of the height below the band.
    static func cellSize(_ viewport: Size) -> Size {
        Size(width: (viewport.width - 2 * margin) / 6, height: (viewport.height - top - margin) / 3)
    }

    /// Reduces motion or lets it be: the items stand still and flat, glides are shorter.
    mutating func setReducesMotion(_ reduces: Bool) {
        reducesMotion = reduces
        scroller.configuration.reducesMotion = reduces
    }

    /// One node per item: the first screen's 6 × 3 grid spans the viewport below the status
    /// line, the second screen holds the same items in reverse order, and both move with the
    /// scroll.
    func makeNodes(viewport window: Size) -> [Node] {
        DesignFit.scaled(makeDesignNodes(viewport: DesignFit.viewport(for: window)), in: window)
    }

    /// The labels' size in design points (at least 9 points on screen, ``DesignFit``: 28.8 at
    /// 400 × 300, where every label still fits inside its item, ``DemoSceneTests``).
    static let labelSize = 18.0

    /// ``makeNodes(viewport:)`` in design points.
    func makeDesignNodes(viewport: Size) -> [Node] {
        let cell = Self.cellSize(viewport)
        let second = Self.items.reversed().enumerated().map { index, item in
            var moved = item
            moved.column = Self.items[index].column + 6 + 2 * Self.margin / cell.width
            moved.row = Self.items[index].row
            return moved
        }
        return (Self.items + second).map { item in
            var node = Node(
                center: Point(
                    x: Self.margin + (item.column + 0.5) * cell.width - scroller.offset,
                    y: Self.top + (item.row + 0.5) * cell.height),
                size: item.size, fillColor: Color(hex: item.color), cornerRadius: item.cornerRadius)
            if item.spin != 0, !reducesMotion {
                node.transform = .makeRotation(item.spin * now, 0, 0, 1)
            }
            if item.tilt != 0, !reducesMotion {
                node.transform = Transform3D.perspective(distance: 500)
                    .rotated(item.tilt * (0.7 + 0.3 * sin(now * 0.8)), 0, 1, 0)
            }
            node.text = item.label
            node.textColor = PlaygroundCore.windowColor
            node.fontSize = Self.labelSize
            return node
        }
    }

    /// The scroll's offset.
    var scrollOffset: Double? { scroller.offset }

    /// Whether the scroll is moving (the turning and tilting items never stop, and do not count).
    var isMoving: Bool { scroller.isMoving }
}
