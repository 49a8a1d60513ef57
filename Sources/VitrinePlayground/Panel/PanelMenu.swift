import VitrineGeometry
import VitrineInput

/// A list the panel opens at its left to pick from: the values of a setting that is a choice
/// (a path, an alignment), or every preset, by scene. A click on an entry picks it and closes
/// the list; a click anywhere else, or Esc, closes it; the wheel over it scrolls it when it is
/// longer than the window. The pointer over an entry, or ↑ and ↓, highlight one, which Enter
/// picks.
struct PanelMenu: Hashable, Sendable {
    /// What the list picks.
    enum Purpose: Hashable, Sendable {
        /// A value of the setting of this key.
        case setting(Key)
        /// A preset to start.
        case preset
    }

    /// One line of the list.
    enum Item: Hashable, Sendable {
        /// A group's title (a scene's name), not to be picked.
        case heading(String)
        /// An entry; the current one is marked.
        case option(String, isCurrent: Bool)
    }

    /// What it picks.
    var purpose: Purpose
    /// Its lines, top to bottom.
    var items: [Item]
    /// The top of the row it was opened from, in interface points: the list starts level with it
    /// (or higher, where the window ends first).
    var top: Double
    /// How far its lines are scrolled, in points.
    var scrollOffset = 0.0
    /// The option Enter picks, as an index among the options: the current one when the list
    /// opens.
    var highlighted: Int?

    /// A list of `items` for `purpose` opened level with `top`, the current option highlighted.
    init(purpose: Purpose, items: [Item], top: Double) {
        self.purpose = purpose
        self.items = items
        self.top = top
        highlighted = items.compactMap { item -> Bool? in
            if case .option(_, let isCurrent) = item { isCurrent } else { nil }
        }.firstIndex(of: true)
    }

    /// The list's width in points.
    static let width = 230.0
    /// The height of a line in points.
    static let rowHeight = 22.0
    /// Space between the list and the panel, and around its lines.
    static let margin = 6.0

    /// The option names, in order: what an option index counts.
    var options: [String] {
        items.compactMap { if case .option(let name, _) = $0 { name } else { nil } }
    }

    /// The list's area beside `panel` in `viewport`: left of it, as tall as its lines (at most
    /// the window below the status line).
    func frame(beside panel: Rect, in room: Rect) -> Rect {
        let height = min(Double(items.count) * Self.rowHeight + 2 * Self.margin, max(room.maxY - Panel.top - Panel.margin, 0))
        let y = min(max(top, Panel.top), max(room.maxY - Panel.margin - height, Panel.top))
        let x = max(panel.minX - Self.margin - Self.width, Panel.margin)
        return Rect(x: x, y: y, width: min(Self.width, max(panel.minX - Self.margin - x, 0)), height: height)
    }

    /// The farthest the lines scroll in a list of `frame`.
    func maximumScroll(in frame: Rect) -> Double {
        max(Double(items.count) * Self.rowHeight + 2 * Self.margin - frame.height, 0)
    }

    /// The lines shown in `frame`, each with its place and, for an option, its index among the
    /// options.
    func rows(in frame: Rect) -> [(item: Item, frame: Rect, option: Int?)] {
        var rows: [(Item, Rect, Int?)] = []
        var option = 0
        for (index, item) in items.enumerated() {
            let y = frame.minY + Self.margin + Double(index) * Self.rowHeight - scrollOffset
            let place = Rect(x: frame.minX + Self.margin, y: y, width: frame.width - 2 * Self.margin, height: Self.rowHeight)
            var number: Int?
            if case .option = item {
                number = option
                option += 1
            }
            guard place.minY >= frame.minY + Self.margin - 0.5, place.maxY <= frame.maxY - Self.margin + 0.5 else { continue }
            rows.append((item, place, number))
        }
        return rows
    }

    /// Moves the highlight `steps` options down (up when negative), staying on the list; from
    /// none, down starts at the first option and up at the last.
    mutating func moveHighlight(by steps: Int) {
        let count = options.count
        guard count > 0 else { return }
        let start = highlighted ?? (steps > 0 ? -1 : count)
        highlighted = min(max(start + steps, 0), count - 1)
    }

    /// Scrolls the lines, within `frame`'s limits, just enough to show the highlighted option.
    mutating func revealHighlight(in frame: Rect) {
        guard let highlighted,
            let line = items.indices.filter({ if case .option = items[$0] { true } else { false } })
                .dropFirst(highlighted).first
        else { return }
        let top = Double(line) * Self.rowHeight, bottom = top + Self.rowHeight
        let visible = frame.height - 2 * Self.margin
        if top < scrollOffset { scrollOffset = top }
        if bottom > scrollOffset + visible { scrollOffset = bottom - visible }
        scrollOffset = min(max(scrollOffset, 0), maximumScroll(in: frame))
    }

    /// The option under `point` in a list of `frame`, if any.
    func option(at point: Point, in frame: Rect) -> Int? {
        rows(in: frame).first { $0.frame.contains(point) }?.option
    }
}
