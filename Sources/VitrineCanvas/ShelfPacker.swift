/// Places rectangles into a fixed-size area row by row ("shelves"), the way glyph atlases
/// are filled: each rectangle goes on the first shelf tall enough and with room left, else on a
/// new shelf below the last one.
public struct ShelfPacker: Hashable, Sendable {
    /// The width of the area.
    public let width: Int
    /// The height of the area.
    public let height: Int
    /// Empty pixels kept around every rectangle, so that bilinear sampling at a rectangle's
    /// edge never reads its neighbor.
    public let padding: Int

    private var shelves: [Shelf] = []

    private struct Shelf: Hashable, Sendable {
        var y: Int
        var height: Int
        var usedWidth: Int
    }

    /// Creates an empty packer.
    public init(width: Int, height: Int, padding: Int = 1) {
        self.width = width
        self.height = height
        self.padding = padding
    }

    /// The top-left corner given to a `rectWidth` × `rectHeight` rectangle, or `nil` when no
    /// room is left for it. With `limit`, a new shelf must end at or above that row (for two
    /// packers sharing one texture, one from each end).
    public mutating func insert(width rectWidth: Int, height rectHeight: Int, below limit: Int? = nil) -> (x: Int, y: Int)? {
        guard rectWidth > 0, rectHeight > 0 else { return nil }
        let paddedWidth = rectWidth + 2 * padding, paddedHeight = rectHeight + 2 * padding
        guard paddedWidth <= width, paddedHeight <= height else { return nil }
        // A shelf at most a third taller than the rectangle keeps waste low.
        for index in shelves.indices {
            let shelf = shelves[index]
            if shelf.height >= paddedHeight, shelf.height * 3 <= paddedHeight * 4,
                width - shelf.usedWidth >= paddedWidth
            {
                shelves[index].usedWidth += paddedWidth
                return (shelf.usedWidth + padding, shelf.y + padding)
            }
        }
        let top = usedHeight
        guard min(height, limit ?? height) - top >= paddedHeight else { return nil }
        shelves.append(Shelf(y: top, height: paddedHeight, usedWidth: paddedWidth))
        return (padding, top + padding)
    }

    /// How many rows, from the top, the shelves so far take up.
    public var usedHeight: Int {
        shelves.last.map { $0.y + $0.height } ?? 0
    }

    /// Forgets every rectangle placed so far.
    public mutating func removeAll() {
        shelves.removeAll()
    }
}
