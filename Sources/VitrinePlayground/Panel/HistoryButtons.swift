import VitrineGeometry

/// The Undo and Redo buttons of the panel's history row, side by side from its left.
struct HistoryButtons {
    /// The button that undoes the last change (Ctrl+Z).
    let undo: Rect
    /// The button that redoes the last change undone (Ctrl+Shift+Z).
    let redo: Rect

    /// The width of a button in points.
    static let width = 86.0
    /// The height of a button in points.
    static let height = 20.0

    /// The buttons of the row at `row`, as wide as ``width`` where the row has room.
    init(row: Rect) {
        let width = min(Self.width, max((row.width - 8) / 2, 0)), y = row.midY - Self.height / 2
        undo = Rect(x: row.minX, y: y, width: width, height: Self.height)
        redo = Rect(x: row.minX + width + 8, y: y, width: width, height: Self.height)
    }
}
