import VitrineCanvas
import VitrineGeometry

/// The help F1 (or ?) shows over the scene: every key of the window, the scene's own keys with
/// what they switch, and the preset hotkeys.
enum HelpOverlay {
    /// The keys every scene has, with what they do: the window's (``WindowControl/all``), then
    /// the scroll's, which every scene hands to its scroller; undo and redo are ``editKeys``.
    static var windowKeys: [(key: String, action: String)] {
        WindowControl.all.filter { !isEditing($0) && !$0.label.isEmpty }.map { ($0.label, $0.action) } + scrollingKeys
    }

    /// Undo and redo (``WindowControl/all``'s), listed in the column of the scene's keys, whose
    /// lines are short, so that the window's column fits a 1280 × 720 window; a control without
    /// a label is on the line before's.
    static var editKeys: [(key: String, action: String)] {
        WindowControl.all.filter { isEditing($0) && !$0.label.isEmpty }.map { ($0.label, $0.action) }
    }

    /// Whether `control` undoes or redoes.
    private static func isEditing(_ control: WindowControl) -> Bool {
        control.command == .undo || control.command == .redo
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
        PanelControl.all.map { ($0.label, $0.action) } + [
            ("Click", "switch a setting or list its values"),
            ("Drag", "change a number (Shift: finely)"),
            ("Wheel", "step the number under it"),
            ("Enter", "type the number (or double-click)"),
            ("Backspace", "put back the preset's number"),
        ]
    }

    /// The help's size in points, before it shrinks to a small window.
    static let size = Size(width: 940, height: 600)

    /// Behind the help: opaque, so that neither the scene nor anything else shows through it.
    static let background = Color(hex: 0x23232E)

    /// The columns of the help for a scene and the user presets: the window's and the panel's
    /// keys; undo and redo over the scene's own keys (none for a scene without, as the demo); and
    /// the presets.
    static func columns(for scene: any Scene, userPresets: [String]) -> [[HelpSection]] {
        let sceneKeys = scene.settings.map { (key: $0.key.name, action: "\($0.name.lowercased()): \($0.value)") }
        let presets =
            PresetHotkeys.bindings.map { (key: $0.key.name, action: $0.preset) }
            + zip(PresetHotkeys.userPresetKeys, userPresets).map { (key: "Shift+\($0.name)", action: $1) }
        var columns = [[HelpSection(title: "Window", entries: windowKeys), HelpSection(title: "Panel open", entries: panelKeys)]]
        let changes = HelpSection(title: "Changes", entries: editKeys)
        columns.append(
            sceneKeys.isEmpty ? [changes] : [changes, HelpSection(title: "\(scene.sceneName) scene", entries: sceneKeys)])
        columns.append([HelpSection(title: "Presets", entries: presets)])
        return columns
    }

    /// How wide each column is within `room`: as wide as its widest line plus 12 points, the
    /// room left over shared evenly; where the lines do not all fit, each column gets its share
    /// of the room in proportion to its widest line.
    static func columnWidths(_ columns: [[HelpSection]], room: Double, measure: any TextMeasuring) -> [Double] {
        let natural = HelpLayout.naturalWidths(columns, measure: measure)
        let total = natural.reduce(0, +)
        guard total > 0 else { return natural.map { _ in room / Double(max(natural.count, 1)) } }
        guard total <= room else { return natural.map { $0 / total * room } }
        let extra = (room - total) / Double(natural.count)
        return natural.map { $0 + extra }
    }

    /// The help's nodes, centered in the viewport, for a scene and the user presets on
    /// Shift+1–9 (`userPresets`, in order), with text measured by `measure` (see ``HelpLayout``:
    /// columns side by side as they fit, else merged into fewer), its lines scrolled up by
    /// `scroll` points (kept within the layout's limit; lines scrolled past an edge are left
    /// out), and every text shortened with "…" where it has no room, so that no text runs into
    /// another.
    static func makeNodes(
        for scene: any Scene, userPresets: [String], in viewport: Size,
        measure: any TextMeasuring, scroll: Double = 0
    ) -> [Node] {
        guard let layout = HelpLayout(scene: scene, userPresets: userPresets, viewport: viewport, measure: measure)
        else { return [] }
        let frame = layout.frame
        var nodes = [Node.box(frame, color: background, cornerRadius: 14)]
        let heading = Rect(x: frame.minX + 20, y: frame.minY + 12, width: max(frame.width - 40, 0), height: 28)
        let (title, hint) = PlacedText.pair("Keys", 20, "F1 or Esc closes", 13, in: heading, measure: measure)
        nodes += [.label(title, color: Panel.Palette.text), .label(hint, color: Panel.Palette.dim, alignment: .trailing)]
        let scroll = scroll.isFinite ? min(max(scroll, 0), layout.scrollLimit) : 0
        let shows = { (y: Double, height: Double) in y >= layout.top - 0.5 && y + height <= frame.maxY - 8 }
        for (column, sections) in layout.columns.enumerated() {
            let x = frame.minX + 20 + layout.widths[..<column].reduce(0, +)
            let room = layout.widths[column] - 12
            let keys = sections.flatMap(\.entries).map { measure.width(of: $0.key, fontSize: 13) }
            let keyWidth = min(keys.max() ?? 0, room * 0.45)
            var y = layout.top - scroll
            for section in sections {
                if shows(y, 22) {
                    let band = Rect(x: x, y: y, width: room, height: 22)
                    nodes.append(
                        .label(
                            PlacedText(section.title, fontSize: 15, x: x, room: room, row: band, measure: measure),
                            color: Panel.Palette.accent))
                }
                y += HelpLayout.titleHeight
                for entry in section.entries {
                    if shows(y, 18) {
                        let line = Rect(x: x, y: y, width: room, height: 18)
                        let actionX = x + keyWidth + PanelRow.gap
                        nodes += [
                            .label(
                                PlacedText(entry.key, fontSize: 13, x: x, room: keyWidth, row: line, measure: measure),
                                color: Panel.Palette.text),
                            .label(
                                PlacedText(
                                    entry.action, fontSize: 13, x: actionX, room: line.maxX - actionX,
                                    row: line, measure: measure), color: Panel.Palette.dim),
                        ]
                    }
                    y += HelpLayout.lineHeight
                }
                y += HelpLayout.sectionGap
            }
        }
        return nodes
    }
}
