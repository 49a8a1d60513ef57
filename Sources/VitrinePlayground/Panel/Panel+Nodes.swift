import VitrineCanvas
import VitrineGeometry

extension Panel {
    /// The panel's colors.
    enum Palette {
        /// Behind the rows: dark and opaque, so that the cards passing under it do not make the
        /// text hard to read, and what it covers need not be drawn.
        static let background = Color(hex: 0x23232E)
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
        /// Behind a number being typed.
        static let field = Color(hex: 0x121218)
        /// Behind a list opened to pick from.
        static let menu = Color(hex: 0x2C2C3A)
        /// A typed number that was refused.
        static let problem = Color(hex: 0xFF6B6B)
    }

    /// The nodes that draw the panel for a scene, in window points, with text measured by
    /// `measure`, each row's kept in `rowNodes` until the row changes; none when it is closed.
    func makeNodes(
        for scene: any Scene, in room: Rect, measure: any TextMeasuring, rowNodes: PanelRowNodeCache
    ) -> [Node] {
        guard isOpen else { return [] }
        let rows = rows(for: scene, in: room)
        let frame = Self.frame(around: rows, in: room)
        guard frame.width > 0, frame.height > 0 else { return [] }
        var nodes = [Node.box(frame, color: Palette.background, cornerRadius: 12)]
        for row in rows {
            nodes += rowNodes.nodes(for: row, measure: measure)
        }
        if let menu {
            nodes += makeMenuNodes(menu, frame: menu.frame(beside: frame, in: room), measure: measure)
        }
        return nodes
    }

    /// The nodes of an open list: its backdrop, the group titles dim, the options, the current
    /// one marked, the highlighted one on the selection's color.
    private func makeMenuNodes(_ menu: PanelMenu, frame: Rect, measure: any TextMeasuring) -> [Node] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        var nodes = [Node.box(frame, color: Palette.menu, cornerRadius: 8)]
        for (item, place, option) in menu.rows(in: frame) {
            switch item {
            case .heading(let title):
                let text = PlacedText(
                    title, fontSize: PanelRow.FontSize.hint, x: place.minX + 4, room: place.width - 8,
                    row: place, measure: measure)
                nodes.append(.label(text, color: Palette.dim))
            case .option(let name, let isCurrent):
                if option == menu.highlighted { nodes.append(.box(place, color: Palette.selection, cornerRadius: 4)) }
                let text = PlacedText(
                    (isCurrent ? "▸ " : "") + name, fontSize: PanelRow.FontSize.value, x: place.minX + 8,
                    room: place.width - 12, row: place, measure: measure)
                nodes.append(.label(text, color: isCurrent ? Palette.accent : Palette.text))
            }
        }
        return nodes
    }
}
