import VitrineCanvas
import VitrineGeometry

extension Panel {
    /// The panel's colors.
    enum Palette {
        /// Behind the rows: dark and nearly opaque, so that the cards passing under it do not
        /// make the text hard to read.
        static let background = Color(hex: 0x23232E, alpha: 0.96)
        /// Headings and values.
        static let text = Color(hex: 0xE8E8F0)
        /// Names, hints and notes.
        static let dim = Color(hex: 0x9A9AAE)
        /// Key caps and the selection.
        static let accent = Color(hex: 0xFFB547)
        /// Behind a key cap or a button.
        static let cap = Color(hex: 0x3A3A4A)
        /// Behind the selected number.
        static let selection = Color(hex: 0xFFB547, alpha: 0.16)
    }

    /// The nodes that draw the panel for a scene, in window points; none when it is closed.
    func makeNodes(for scene: any Scene, in viewport: Size) -> [Node] {
        guard isOpen else { return [] }
        let rows = rows(for: scene, in: viewport)
        let frame = Self.frame(around: rows, in: viewport)
        guard frame.width > 0, frame.height > 0 else { return [] }
        var nodes = [Node.box(frame, color: Palette.background, cornerRadius: 12)]
        for row in rows {
            nodes += Self.makeNodes(for: row)
        }
        return nodes
    }

    /// The nodes of one row.
    static func makeNodes(for row: PanelRow) -> [Node] {
        let frame = row.frame
        let nameWidth = frame.width * 0.36
        let name = Rect(x: frame.minX, y: frame.minY, width: nameWidth, height: frame.height)
        let value = Rect(x: frame.minX + nameWidth, y: frame.minY, width: frame.width - nameWidth - 36, height: frame.height)
        switch row.content {
        case .heading(let title, let hint):
            return [.label(title, in: frame, color: Palette.text, fontSize: 16),
                    .label(hint, in: frame, color: Palette.dim, fontSize: 13, alignment: .trailing)]
        case .fact(let title, let text):
            return [.label(title, in: name, color: Palette.dim), .label(text, in: value, color: Palette.text)]
        case .note(let text):
            return [.label(text, in: frame, color: Palette.dim, fontSize: 13)]
        case .setting(let setting):
            let cap = Rect(x: frame.maxX - 28, y: frame.midY - 10, width: 28, height: 20)
            return [.label(setting.name, in: name, color: Palette.dim), .label(setting.value, in: value, color: Palette.text),
                    .box(cap, color: Palette.cap, cornerRadius: 4),
                    .label(setting.key.name, in: cap, color: Palette.accent, fontSize: 13, alignment: .center)]
        case .parameter(_, let parameter, let isSelected):
            let buttons = PanelButtons(row: frame)
            let wide = Rect(x: frame.minX, y: frame.minY, width: frame.width * 0.58, height: frame.height)
            let number = Rect(x: wide.maxX, y: frame.minY, width: buttons.minus.minX - wide.maxX - 4, height: frame.height)
            var nodes: [Node] = isSelected ? [.box(frame, color: Palette.selection, cornerRadius: 4)] : []
            nodes += [.label((isSelected ? "▸ " : "  ") + parameter.name, in: wide,
                             color: isSelected ? Palette.accent : Palette.dim, fontSize: 14),
                      .label(parameter.value, in: number, color: Palette.text, fontSize: 14, alignment: .trailing)]
            for (button, sign) in [(buttons.minus, "−"), (buttons.plus, "+")] {
                nodes += [.box(button, color: Palette.cap, cornerRadius: 4),
                          .label(sign, in: button, color: Palette.accent, fontSize: 15, alignment: .center)]
            }
            return nodes
        }
    }
}
