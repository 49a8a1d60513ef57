import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// Every scene with every set of open layers at every size: one layout gives each layer its
/// own room, nothing lies over anything else, the scene keeps half the window and its focused
/// item, and every row of the panel can be reached.
@Suite("Window layout sweep")
struct WindowLayoutSweepTests {
    static let sizes = [
        Size(width: 400, height: 300), Size(width: 1280, height: 720), Size(width: 1366, height: 768),
        Size(width: 1920, height: 1080), Size(width: 3840, height: 2160),
    ]
    static let presets = ["demo", "coverflow", "drawn-curves", "parallax", "flow-end", "flow-vertical"]

    /// The layers to open: keys pressed, and whether a notice shows.
    enum Opened: String, CaseIterable {
        case nothing, panel, help, motionLab, editor, notice, passingNotice, everything

        var keys: [Key] {
            switch self {
            case .nothing, .notice, .passingNotice: []
            case .editor: [.e]
            case .panel: [.tab]
            case .help: [.f1]
            case .motionLab: [.i, .m]
            case .everything: [.tab, .i, .m]
            }
        }

        var showsNotice: Bool { self == .notice || self == .everything }
    }

    /// A core of `preset` at `size` with `opened` open, its scene come to rest.
    static func core(_ preset: String, _ size: Size, _ opened: Opened) throws -> PlaygroundCore {
        var core = try PlaygroundCore(preset: preset, viewport: size)
        core.textMeasure = EstimatedTextMeasure()
        for (index, key) in opened.keys.enumerated() {
            _ = core.handle(.keyDown(key, modifiers: [], isRepeat: false), at: 0.1 + Double(index) / 100)
        }
        if opened.showsNotice {
            core.showNotice(
                "spacing: expected a number from 0.05 to 2.00, found \"7\"\nand a second line", isError: true,
                at: 0.2, for: nil)
        }
        if opened == .passingNotice {
            core.showNotice(
                "Saved preset \"coverflow-tuned\" in vitrine-presets.json; Shift+1 or --preset coverflow-tuned starts it",
                isError: false, at: 0.2, for: 60)
        }
        for index in 1...120 {
            core.update(at: FrameTime(now: 0.2 + Double(index) / 60, delta: 1.0 / 60, index: index))
        }
        return core
    }

    @Test(arguments: sizes)
    func noLayerLiesOverAnother(size: Size) throws {
        for preset in Self.presets {
            for opened in Opened.allCases {
                let core = try Self.core(preset, size, opened)
                let layout = core.windowLayout
                let context = "\(preset) at \(size) with \(opened)"
                // The status line's band (the status line, or a passing notice over it) across
                // the top, the scene below it, and each layer's room.
                let header = min(PlaygroundCore.headerHeight * core.interfaceScale, size.height)
                var rooms = [
                    ("header", Rect(x: 0, y: 0, width: size.width, height: header)),
                    ("scene", Rect(x: 0, y: header, width: layout.scene.width, height: layout.scene.height - header)),
                ]
                for (name, frame) in layout.frames where layout.frame(of: name) != nil { rooms.append((name.description, frame)) }
                if let bar = layout.foldBar { rooms.append(("fold bar", bar)) }
                for (index, room) in rooms.enumerated() {
                    #expect(Rect(origin: .zero, size: size).contains(room.1), "\(context): \(room)")
                    for other in rooms[(index + 1)...] {
                        let overlap = room.1.intersection(other.1).map { $0.width > 1e-9 && $0.height > 1e-9 } ?? false
                        #expect(!overlap, "\(context): \(room) over \(other)")
                    }
                }
                // The scene keeps half the window; the help alone covers it, modal.
                #expect(layout.scene.width >= size.width / 2 && layout.scene.height >= size.height / 2, "\(context)")
                #expect((layout.cover != nil) == (opened == .help), "\(context)")
                // Each layer paints its room opaquely first and keeps its text in it.
                let drawn = core.layers()
                for (tier, nodes) in [("docks", drawn.docks), ("panel", drawn.panel), ("overlays", drawn.overlays)] {
                    for node in Self.flattened(nodes, scale: core.interfaceScale) where node.text?.isEmpty == false {
                        let inside = rooms.filter { $0.0 != "scene" }.contains {
                            $0.1.insetBy(dx: -0.5, dy: -0.5).contains(node.frame)
                        }
                        #expect(inside, "\(context): \(tier) text \(node.text ?? "") at \(node.frame) outside its room")
                    }
                }
                for name in [PanelLayer.name, MotionLabLayer.name, NoticeLayer.name] {
                    guard let frame = layout.frame(of: name) else { continue }
                    let backdrops = (drawn.docks + drawn.panel + drawn.overlays).filter {
                        $0.fillColor == PlaygroundCore.windowColor && abs($0.frame.minX - frame.minX) < 1e-9
                            && abs($0.frame.minY - frame.minY) < 1e-9 && abs($0.frame.maxX - frame.maxX) < 1e-9
                            && abs($0.frame.maxY - frame.maxY) < 1e-9
                    }
                    #expect(backdrops.count == 1, "\(context): \(name) has no opaque backdrop")
                }
            }
        }
    }

    @Test(arguments: sizes)
    func theFocusedItemRestsInTheScenesArea(size: Size) throws {
        for preset in Self.presets where preset != "demo" {
            for opened in Opened.allCases where opened != .help {
                let core = try Self.core(preset, size, opened)
                let area = core.windowLayout.scene
                let frame = try #require(core.scene.focusedItemFrame(viewport: core.sceneViewport), "\(preset)")
                #expect(
                    area.insetBy(dx: -0.5, dy: -0.5).contains(frame),
                    "\(preset) at \(size) with \(opened): \(frame) outside \(area)")
            }
        }
    }

    // The panel's rows can all be reached: its selection keys scroll each number into view.
    @Test(arguments: sizes)
    func everyPanelRowIsReachable(size: Size) throws {
        for preset in Self.presets {
            var core = try Self.core(preset, size, .everything)
            // `]` selects the next number and brings it into view, through every number and
            // back to the first.
            let count = core.scene.parameters.count
            for step in 0..<count {
                _ = core.handle(.keyDown(.rightBracket, modifiers: [], isRepeat: false), at: 5 + Double(step) / 10)
                let row = core.panel.rows(for: core.scene, in: core.panelRoom).first {
                    if case .parameter(_, _, true) = $0.content { true } else { false }
                }
                #expect(row != nil, "\(preset) at \(size): number \((step + 1) % count) not shown")
            }
            // Scrolled to the end, the last row shows.
            let all = core.panel.contents(for: core.scene)
            core.panel.scroll(by: 1e6, rowCount: all.count, in: core.panelRoom)
            #expect(core.panel.rows(for: core.scene, in: core.panelRoom).last?.content == all.last, "\(preset) at \(size)")
        }
    }

    /// Every node of `nodes` with its frame in window points: children are placed from their
    /// parent's top-left corner, and those of an interface node scaled by `scale` (the only
    /// sublayer transform the layers use).
    static func flattened(_ nodes: [Node], scale: Double, origin: Point = .zero, factor: Double = 1) -> [Node] {
        nodes.flatMap { node -> [Node] in
            let frame = node.frame
            var placed = node
            placed.size = Size(width: frame.width * factor, height: frame.height * factor)
            placed.center = Point(x: origin.x + frame.midX * factor, y: origin.y + frame.midY * factor)
            placed.children = []
            let childFactor = node.sublayerTransform == .identity ? factor : factor * scale
            let childOrigin = Point(x: origin.x + frame.minX * factor, y: origin.y + frame.minY * factor)
            return [placed] + flattened(node.children, scale: scale, origin: childOrigin, factor: childFactor)
        }
    }
}
