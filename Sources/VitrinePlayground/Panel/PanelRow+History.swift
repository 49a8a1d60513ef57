import VitrineCanvas
import VitrineGeometry

extension PanelRow {
    /// The Undo and Redo buttons with their keys' names, each in the accent color when it has
    /// something to do and dimmed when not; a hint at the row's right where there is room.
    func historyNodes(_ history: PanelHistory, measure: any TextMeasuring) -> [Node] {
        let buttons = HistoryButtons(row: frame)
        var nodes: [Node] = []
        for (button, title, isEnabled) in [(buttons.undo, "Undo", history.canUndo), (buttons.redo, "Redo", history.canRedo)] {
            let text = PlacedText(title, fontSize: FontSize.key, x: button.minX + 2, room: button.width - 4, row: button,
                                  alignment: .center, measure: measure)
            nodes += [.box(button, color: isEnabled ? Panel.Palette.cap : Panel.Palette.cap.withAlpha(0.4), cornerRadius: 4),
                      .label(text, color: isEnabled ? Panel.Palette.accent : Panel.Palette.dim,
                             alignment: .center)]
        }
        let left = buttons.redo.maxX + Self.gap
        let hint = PlacedText("Ctrl+Z · Ctrl+Shift+Z", fontSize: FontSize.hint, x: left, room: frame.maxX - left, row: frame,
                              alignment: .trailing, measure: measure)
        return nodes + [.label(hint, color: Panel.Palette.dim, alignment: .trailing)]
    }
}
