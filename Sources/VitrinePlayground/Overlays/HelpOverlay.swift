import VitrineCanvas
import VitrineGeometry

/// The help F1 (or ?) shows over the scene: every key of the window, the scene's own keys with
/// what they switch, and the preset hotkeys.
enum HelpOverlay {
    /// The keys every scene has, with what they do: the window's (``WindowControl/all``), then
    /// the scroll's, which every scene hands to its scroller.
    static var windowKeys: [(key: String, action: String)] {
        WindowControl.all.map { ($0.label, $0.action) } + scrollingKeys
    }

    /// The keys and gestures every scroll takes (VitrineMotion's `Scroller`).
    static let scrollingKeys: [(key: String, action: String)] = [
        ("Drag, wheel", "scroll, with inertia"),
        ("Arrows", "one item (or page) on"),
        ("PageUp/Down", "one screen on"),
        ("Home, End", "to the first or last"),
    ]

    /// The panel's keys while it is open (``PanelControl/all``), and its clicks.
    static var panelKeys: [(key: String, action: String)] {
        PanelControl.all.map { ($0.label, $0.action) } + [("Click", "switch a setting, select a number")]
    }

    /// The help's size in points, before it shrinks to a small window.
    static let size = Size(width: 940, height: 600)

    /// The help's nodes, centered in the viewport, for a scene and the user presets on
    /// Shift+1–9 (`userPresets`, in order).
    static func makeNodes(for scene: any Scene, userPresets: [String], in viewport: Size) -> [Node] {
        let width = min(size.width, viewport.width - 24), height = min(size.height, viewport.height - 24)
        guard width > 0, height > 0 else { return [] }
        let frame = Rect(x: (viewport.width - width) / 2, y: (viewport.height - height) / 2, width: width, height: height)
        var nodes = [Node.box(frame, color: Color(hex: 0x23232E, alpha: 0.96), cornerRadius: 14)]
        nodes.append(.label("Keys", in: Rect(x: frame.minX + 20, y: frame.minY + 12, width: width - 40, height: 28),
                            color: Panel.Palette.text, fontSize: 20))
        nodes.append(.label("F1 or Esc closes", in: Rect(x: frame.minX + 20, y: frame.minY + 12, width: width - 40, height: 28),
                            color: Panel.Palette.dim, fontSize: 13, alignment: .trailing))
        let columnWidth = (width - 40) / 3, top = frame.minY + 52
        let sceneKeys = scene.settings.map { (key: $0.key.name, action: "\($0.name.lowercased()): \($0.value)") }
        let presets = PresetHotkeys.bindings.map { (key: $0.key.name, action: $0.preset) }
            + zip(PresetHotkeys.userPresetKeys, userPresets).map { (key: "Shift+\($0.name)", action: $1) }
        let columns: [[(title: String, entries: [(key: String, action: String)])]] = [
            [("Window", windowKeys), ("Panel open", panelKeys)],
            [("\(scene.sceneName) scene", sceneKeys)],
            [("Presets", presets)],
        ]
        for (column, sections) in columns.enumerated() {
            var y = top
            let x = frame.minX + 20 + Double(column) * columnWidth
            for section in sections {
                guard y + 22 <= frame.maxY - 8 else { break }
                nodes.append(.label(section.title, in: Rect(x: x, y: y, width: columnWidth - 12, height: 22),
                                    color: Panel.Palette.accent, fontSize: 15))
                y += 24
                for entry in section.entries {
                    guard y + 18 <= frame.maxY - 8 else { break }
                    nodes += [.label(entry.key, in: Rect(x: x, y: y, width: 92, height: 18), color: Panel.Palette.text, fontSize: 13),
                              .label(entry.action, in: Rect(x: x + 96, y: y, width: columnWidth - 108, height: 18),
                                     color: Panel.Palette.dim, fontSize: 13)]
                    y += 18
                }
                y += 10
            }
        }
        return nodes
    }
}
