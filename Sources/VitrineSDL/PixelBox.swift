/// A rectangle of whole pixels, from its minimum corner (included) to its maximum (excluded).
struct PixelBox: Equatable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var width: Int { maxX - minX }
    var height: Int { maxY - minY }
    /// Whether the box holds no pixel.
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels of this box outside `hole` (which lies inside it): the bands above and below
    /// the hole, the whole width, then those left and right of it; empty ones left out.
    func subtracting(_ hole: PixelBox) -> [PixelBox] {
        [
            PixelBox(minX: minX, minY: minY, maxX: maxX, maxY: hole.minY),
            PixelBox(minX: minX, minY: hole.maxY, maxX: maxX, maxY: maxY),
            PixelBox(minX: minX, minY: hole.minY, maxX: hole.minX, maxY: hole.maxY),
            PixelBox(minX: hole.maxX, minY: hole.minY, maxX: maxX, maxY: hole.maxY),
        ].filter { !$0.isEmpty }
    }
}
