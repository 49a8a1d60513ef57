import VitrineCanvas
import VitrineGeometry

extension PanelRow {
    /// The font sizes of the panel's text, in points.
    enum FontSize {
        static let heading = 16.0, hint = 13.0, name = 15.0, value = 15.0, key = 13.0, number = 14.0, sign = 15.0
    }

    /// The least room between two texts on a row, in points.
    static let gap = 8.0
    /// The share of a row's width before a fact's or setting's value starts, so that values
    /// line up.
    static let nameShare = 0.36

    /// The nodes of the row. Every text is measured with `measure` and framed as wide as it is
    /// drawn, beside the others with a gap; a text too long for its room is shortened with "…"
    /// in the middle (`transformScale.…MinimumScale`), so no text runs into another.
    func makeNodes(measure: any TextMeasuring) -> [Node] {
        switch content {
        case .heading(let title, let hint):
            let (left, right) = PlacedText.pair(title, FontSize.heading, hint, FontSize.hint, in: frame, measure: measure)
            return [.label(left, color: Panel.Palette.text), .label(right, color: Panel.Palette.dim, alignment: .trailing)]
        case .history(let history):
            return historyNodes(history, measure: measure)
        case .fact(let name, let value):
            return namedValue(name, value, end: frame.maxX, measure: measure)
        case .preset(let name):
            return namedValue("Preset", name + " ▾", end: frame.maxX, measure: measure)
        case .note(let text):
            let note = PlacedText(text, fontSize: FontSize.hint, x: frame.minX, room: frame.width, row: frame, measure: measure)
            return [.label(note, color: Panel.Palette.dim)]
        case .setting(let setting):
            let keyWidth = measure.width(of: setting.key.name, fontSize: FontSize.key)
            let capWidth = min(max(28, keyWidth + 12), frame.width / 4)
            let cap = Rect(x: frame.maxX - capWidth, y: frame.midY - 10, width: capWidth, height: 20)
            let key = PlacedText(
                setting.key.name, fontSize: FontSize.key, x: cap.minX + 2, room: cap.width - 4, row: cap,
                alignment: .center, measure: measure)
            return namedValue(
                setting.name, setting.value + (setting.choices == nil ? "" : " ▾"), end: cap.minX - Self.gap,
                measure: measure)
                + [
                    .box(cap, color: Panel.Palette.cap, cornerRadius: 4),
                    .label(key, color: Panel.Palette.accent, alignment: .center),
                ]
        case .parameter(_, let parameter, let isSelected):
            return parameterNodes(parameter, isSelected: isSelected, measure: measure)
        }
    }

    /// A dim name, and its value from the row's ``nameShare`` on, up to `end`.
    private func namedValue(_ name: String, _ value: String, end: Double, measure: any TextMeasuring) -> [Node] {
        let column = min(frame.width * Self.nameShare, max(end - frame.minX, 0))
        let placedName = PlacedText(
            name, fontSize: FontSize.name, x: frame.minX, room: column - Self.gap, row: frame,
            measure: measure)
        let x = frame.minX + column
        let placedValue = PlacedText(value, fontSize: FontSize.value, x: x, room: end - x, row: frame, measure: measure)
        return [.label(placedName, color: Panel.Palette.dim), .label(placedValue, color: Panel.Palette.text)]
    }

    /// A number's row: the selection, the name, the value against the − and + buttons (or the
    /// field typing it), a bar showing where the value lies in its range, and the buttons.
    private func parameterNodes(_ parameter: SceneParameter, isSelected: Bool, measure: any TextMeasuring) -> [Node] {
        let buttons = PanelButtons(row: frame)
        let text = Rect(x: frame.minX, y: frame.minY, width: max(buttons.minus.minX - 4 - frame.minX, 0), height: frame.height)
        let marker = "▸ "
        let markerWidth = measure.width(of: marker, fontSize: FontSize.number)
        var nodes: [Node] = []
        if isSelected {
            nodes.append(.box(frame, color: Panel.Palette.selection, cornerRadius: 4))
        }
        // The range: a track under the name and value, filled as far as the value goes.
        let track = Rect(x: text.minX + markerWidth, y: frame.maxY - 3, width: max(text.width - markerWidth, 0), height: 2)
        if track.width > 0 {
            nodes.append(.box(track, color: Panel.Palette.cap))
            let filled = track.width * parameter.fraction
            if filled > 0.5 {
                nodes.append(
                    .box(
                        Rect(x: track.minX, y: track.minY, width: filled, height: track.height),
                        color: Panel.Palette.accent.withAlpha(0.7)))
            }
        }
        let valueLeft: Double
        if let field {
            let width = min(max(text.width * 0.45, 0), 150)
            let box = Rect(x: text.maxX - width, y: frame.minY + 2, width: width, height: frame.height - 6)
            let typed = PlacedText(
                field.text.visiblyEscaped + "|", fontSize: FontSize.number, x: box.minX + 4, room: box.width - 8,
                row: text, measure: measure)
            nodes.append(.box(box, color: Panel.Palette.field, cornerRadius: 3))
            if field.isSelected, typed.frame.width > 0 {
                nodes.append(.box(typed.frame.insetBy(dx: -1, dy: 4), color: Panel.Palette.accent.withAlpha(0.3)))
            }
            nodes.append(.label(typed, color: field.problem == nil ? Panel.Palette.text : Panel.Palette.problem))
            valueLeft = box.minX
        } else {
            let value = PlacedText(
                parameter.value, fontSize: FontSize.number, x: text.minX, room: text.width, row: text,
                alignment: .trailing, measure: measure)
            nodes.append(.label(value, color: Panel.Palette.text, alignment: .trailing))
            valueLeft = value.frame.width > 0 ? value.frame.minX : text.maxX
        }
        let nameRoom = valueLeft - Self.gap - text.minX - markerWidth
        let name = PlacedText(
            parameter.name, fontSize: FontSize.number, x: text.minX + markerWidth, room: nameRoom,
            row: text, measure: measure)
        let color = isSelected ? Panel.Palette.accent : Panel.Palette.dim
        if isSelected, nameRoom > 0 {
            nodes.append(
                .label(
                    PlacedText(
                        marker, fontSize: FontSize.number, x: text.minX, room: markerWidth, row: text,
                        measure: measure), color: color))
        }
        nodes.append(.label(name, color: color))
        for (button, sign) in [(buttons.minus, "−"), (buttons.plus, "+")] {
            let placed = PlacedText(
                sign, fontSize: FontSize.sign, x: button.minX, room: button.width, row: button,
                alignment: .center, measure: measure)
            nodes += [
                .box(button, color: Panel.Palette.cap, cornerRadius: 4),
                .label(placed, color: Panel.Palette.accent, alignment: .center),
            ]
        }
        return nodes
    }
}
