import VitrineGeometry

/// The − and + buttons at the right end of a number's row.
struct PanelButtons {
    /// The button that steps the number down.
    let minus: Rect
    /// The button that steps the number up.
    let plus: Rect

    /// The side of a button in points.
    static let side = 20.0

    /// The buttons of the row at `row`.
    init(row: Rect) {
        let side = Self.side, y = row.midY - side / 2
        plus = Rect(x: row.maxX - side, y: y, width: side, height: side)
        minus = Rect(x: row.maxX - 2 * side - 6, y: y, width: side, height: side)
    }
}
