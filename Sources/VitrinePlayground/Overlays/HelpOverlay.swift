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

    /// Behind the help: opaque, so that neither the scene nor anything else shows through it.
    static let background = Color(hex: 0x23232E)

    /// The columns of the help for a scene and the user presets: the window's and the panel's
    /// keys, the scene's own keys (no column when the scene has none, as the demo), and the
    /// presets.
    static func columns(for scene: any Scene, userPresets: [String]) -> [[HelpSection]] {
        let sceneKeys = scene.settings.map { (key: $0.key.name, action: "\($0.name.lowercased()): \($0.value)") }
        let presets = PresetHotkeys.bindings.map { (key: $0.key.name, action: $0.preset) }
            + zip(PresetHotkeys.userPresetKeys, userPresets).map { (key: "Shift+\($0.name)", action: $1) }
        var columns = [[HelpSection(title: "Window", entries: windowKeys), HelpSection(title: "Panel open", entries: panelKeys)]]
        if !sceneKeys.isEmpty {
            columns.append([HelpSection(title: "\(scene.sceneName) scene", entries: sceneKeys)])
        }
        columns.append([HelpSection(title: "Presets", entries: presets)])
        return columns
    }

    /// How wide each column is within `room`: as wide as its widest line (key, gap and action,
    /// or title) plus 12 points, the room left over shared evenly; where the lines do not all
    /// fit, each column gets its share of the room in proportion to its widest line.
    static func columnWidths(_ columns: [[HelpSection]], room: Double, measure: any TextMeasuring) -> [Double] {
        let natural = columns.map { sections -> Double in
            let entries = sections.flatMap(\.entries)
            let keys = entries.map { measure.width(of: $0.key, fontSize: 13) }.max() ?? 0
            let actions = entries.map { measure.width(of: $0.action, fontSize: 13) }.max() ?? 0
            let titles = sections.map { measure.width(of: $0.title, fontSize: 15) }.max() ?? 0
            return max(keys + PanelRow.gap + actions, titles) + 12
        }
        let total = natural.reduce(0, +)
        guard total > 0 else { return natural.map { _ in room / Double(max(natural.count, 1)) } }
        guard total <= room else { return natural.map { $0 / total * room } }
        let extra = (room - total) / Double(natural.count)
        return natural.map { $0 + extra }
    }

    /// The help's nodes, centered in the viewport, for a scene and the user presets on
    /// Shift+1–9 (`userPresets`, in order), with text measured by `measure`: each column's keys
    /// as wide as its widest key, and every text shortened with "…" where it has no room, so
    /// that no text runs into another.
    static func makeNodes(for scene: any Scene, userPresets: [String], in viewport: Size,
                          measure: any TextMeasuring) -> [Node] {
        let width = min(size.width, viewport.width - 24), height = min(size.height, viewport.height - 24)
        guard width > 0, height > 0 else { return [] }
        let frame = Rect(x: (viewport.width - width) / 2, y: (viewport.height - height) / 2, width: width, height: height)
        var nodes = [Node.box(frame, color: background, cornerRadius: 14)]
        let heading = Rect(x: frame.minX + 20, y: frame.minY + 12, width: max(width - 40, 0), height: 28)
        let (title, hint) = PlacedText.pair("Keys", 20, "F1 or Esc closes", 13, in: heading, measure: measure)
        nodes += [.label(title, color: Panel.Palette.text), .label(hint, color: Panel.Palette.dim, alignment: .trailing)]
        let columns = columns(for: scene, userPresets: userPresets)
        let widths = columnWidths(columns, room: max(width - 40, 0), measure: measure), top = frame.minY + 52
        for (column, sections) in columns.enumerated() {
            let x = frame.minX + 20 + widths[..<column].reduce(0, +)
            let room = widths[column] - 12
            let keys = sections.flatMap(\.entries).map { measure.width(of: $0.key, fontSize: 13) }
            let keyWidth = min(keys.max() ?? 0, room * 0.45)
            var y = top
            for section in sections {
                guard y + 22 <= frame.maxY - 8 else { break }
                let band = Rect(x: x, y: y, width: room, height: 22)
                nodes.append(.label(PlacedText(section.title, fontSize: 15, x: x, room: room, row: band, measure: measure),
                                    color: Panel.Palette.accent))
                y += 24
                for entry in section.entries {
                    guard y + 18 <= frame.maxY - 8 else { break }
                    let line = Rect(x: x, y: y, width: room, height: 18)
                    let actionX = x + keyWidth + PanelRow.gap
                    nodes += [.label(PlacedText(entry.key, fontSize: 13, x: x, room: keyWidth, row: line, measure: measure),
                                     color: Panel.Palette.text),
                              .label(PlacedText(entry.action, fontSize: 13, x: actionX, room: line.maxX - actionX, row: line,
                                                measure: measure), color: Panel.Palette.dim)]
                    y += 18
                }
                y += 10
            }
        }
        return nodes
    }
}
