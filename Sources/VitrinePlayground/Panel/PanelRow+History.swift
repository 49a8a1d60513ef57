import VitrineCanvas
import VitrineGeometry

extension PanelRow {
    /// The Undo and Redo buttons, each in the accent color when it has something to do and
    /// dimmed when not; New Swift at the row's right; their keys between where there is room.
    func historyNodes(_ history: PanelHistory, measure: any TextMeasuring) -> [Node] {
        let buttons = HistoryButtons(row: frame)
        var nodes: [Node] = []
        for (button, title, isEnabled) in [(buttons.undo, "Undo", history.canUndo), (buttons.redo, "Redo", history.canRedo)] {
            let text = PlacedText(
                title, fontSize: FontSize.key, x: button.minX + 2, room: button.width - 4, row: button,
                alignment: .center, measure: measure)
            nodes += [
                .box(button, color: isEnabled ? Panel.Palette.cap : Panel.Palette.cap.withAlpha(0.4), cornerRadius: 4),
                .label(
                    text, color: isEnabled ? Panel.Palette.accent : Panel.Palette.dim,
                    alignment: .center),
            ]
        }
        // "New" where "New Swift" does not fit (a narrow panel).
        let title = measure.width(of: "New Swift", fontSize: FontSize.key) <= buttons.newSwiftFile.width - 4 ? "New Swift" : "New"
        let newSwift = PlacedText(
            title, fontSize: FontSize.key, x: buttons.newSwiftFile.minX + 2,
            room: buttons.newSwiftFile.width - 4, row: buttons.newSwiftFile, alignment: .center,
            measure: measure)
        nodes += [
            .box(buttons.newSwiftFile, color: Panel.Palette.cap, cornerRadius: 4),
            .label(newSwift, color: Panel.Palette.accent, alignment: .center),
        ]
        let left = buttons.redo.maxX + Self.gap, right = buttons.newSwiftFile.minX - Self.gap
        let keys = "Ctrl+Z · Ctrl+Shift+Z · Ctrl+N"
        guard measure.width(of: keys, fontSize: FontSize.hint) <= right - left else { return nodes }
        let hint = PlacedText(
            keys, fontSize: FontSize.hint, x: left, room: right - left, row: frame, alignment: .center,
            measure: measure)
        return nodes + [.label(hint, color: Panel.Palette.dim, alignment: .center)]
    }
}
