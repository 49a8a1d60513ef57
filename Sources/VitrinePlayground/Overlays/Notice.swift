import VitrineCanvas
import VitrineGeometry

/// A line of news: where a PNG was saved, in the status line's band for a few seconds, or what
/// is wrong with the presets file, in a band along the bottom until it is fixed.
struct Notice: Hashable {
    /// The text, one line or a few.
    var text: String
    /// Whether it reports a problem (drawn in red).
    var isError: Bool
    /// When it goes away, in seconds since the start; `nil` keeps it until it is replaced.
    var expiry: Double?

    /// Whether the notice goes away by itself: it then shows in the status line's band, so that
    /// nothing of the scene moves for it.
    var isTransient: Bool { expiry != nil }

    /// The most rows a notice in the status line's band shows.
    static let headerRows = 2

    /// The notice in the status line's band of a window `width` interface points wide, over
    /// the status line: a band of its own color (red for a problem), its text wrapped to at
    /// most ``headerRows`` rows, the last counting the rest.
    func makeHeaderNodes(width: Double, measure: any TextMeasuring) -> [Node] {
        let band = Rect(x: 0, y: 0, width: width, height: PlaygroundCore.headerHeight)
        let shown = rows(width: width - 16, measure: measure, maximumRows: Self.headerRows)
        let height = Double(shown.count) * 20
        var label = Node.label(
            shown.joined(separator: "\n"),
            in: Rect(x: 20, y: (band.height - height) / 2, width: max(width - 40, 0), height: height),
            color: Color(hex: 0xF4F4F8), fontSize: 14)
        label.textAlignment = .leading
        return [.box(band, color: isError ? Color(hex: 0x8C1D2A) : Color(hex: 0x2C2C3A)), label]
    }

    /// The most rows a notice at the bottom of the window shows: what a window `height` points
    /// tall holds below the status line, and never more than 8.
    static func maximumRows(inHeight height: Double) -> Int {
        min(max(Int(((height - 46 - 2 * BottomBar.margin - 16) / 20).rounded(.down)), 1), 8)
    }

    /// The rows of the notice in a box `width` points wide: each of its lines wrapped to the
    /// box, at most `maximumRows` of them, the last then counting the rows left out (with one
    /// row, the first line does: "inv.json:1:59: … · and 2 more").
    func rows(width: Double, measure: any TextMeasuring, maximumRows: Int) -> [String] {
        let room = max(width - 24, 0)
        let rows = measure.wrapped(text, fontSize: 14, in: room)
        guard rows.count > maximumRows, maximumRows > 0 else { return rows }
        // With one row, the first line says how many more there are.
        guard maximumRows > 1 else { return [measure.fitting(rows[0] + " · and \(rows.count - 1) more", fontSize: 14, in: room)] }
        let hidden = rows.count - maximumRows + 1
        return Array(rows.prefix(maximumRows - 1)) + [measure.fitting("… and \(hidden) more", fontSize: 14, in: room)]
    }

    /// The notice's box along the bottom of a viewport, clear of `obstacles` (the page dots,
    /// see ``BottomBar``): as tall as its rows at the width it gets there.
    func frame(
        in viewport: Size, measure: any TextMeasuring, clearOf obstacles: [Rect] = [],
        maximumRows: Int? = nil
    ) -> Rect {
        let most = maximumRows ?? Self.maximumRows(inHeight: viewport.height)
        return BottomBar.frame(in: viewport, clearOf: obstacles) { width in
            Double(rows(width: width, measure: measure, maximumRows: most).count) * 20 + 16
        }
    }

    /// The notice's nodes along the bottom of a viewport, clear of `obstacles` (the page
    /// dots, see ``BottomBar``), its lines wrapped to the window's width.
    func makeNodes(
        in viewport: Size, measure: any TextMeasuring, clearOf obstacles: [Rect] = [],
        maximumRows: Int? = nil
    ) -> [Node] {
        let frame = frame(in: viewport, measure: measure, clearOf: obstacles, maximumRows: maximumRows)
        let shown = rows(
            width: frame.width, measure: measure,
            maximumRows: maximumRows ?? Self.maximumRows(inHeight: viewport.height))
        var label = Node.label(
            shown.joined(separator: "\n"), in: frame.insetBy(dx: 12, dy: 8), color: Color(hex: 0xF4F4F8),
            fontSize: 14)
        label.textAlignment = .leading
        return [
            .box(
                frame, color: isError ? Color(hex: 0x8C1D2A, alpha: 0.95) : Color(hex: 0x23232E, alpha: 0.94),
                cornerRadius: 8), label,
        ]
    }
}
