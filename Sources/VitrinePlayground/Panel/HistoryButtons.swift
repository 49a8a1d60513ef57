import VitrineGeometry

/// The buttons of the panel's history row: Undo and Redo side by side from its left, and
/// New Swift (a Swift file to start from, Ctrl+N) at its right.
struct HistoryButtons {
    /// The button that undoes the last change (Ctrl+Z).
    let undo: Rect
    /// The button that redoes the last change undone (Ctrl+Shift+Z).
    let redo: Rect
    /// The button that writes a new Swift file and compiles it live (Ctrl+N).
    let newSwiftFile: Rect

    /// The width of a button in points.
    static let width = 86.0
    /// The height of a button in points.
    static let height = 20.0

    /// The buttons of the row at `row`, as wide as ``width`` where the row has room.
    init(row: Rect) {
        let width = min(Self.width, max((row.width - 16) / 3, 0)), y = row.midY - Self.height / 2
        undo = Rect(x: row.minX, y: y, width: width, height: Self.height)
        redo = Rect(x: row.minX + width + 8, y: y, width: width, height: Self.height)
        newSwiftFile = Rect(x: row.maxX - width, y: y, width: width, height: Self.height)
    }
}
