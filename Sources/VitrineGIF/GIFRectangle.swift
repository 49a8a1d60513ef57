/// A rectangle of pixels on the GIF canvas, measured in whole pixels from the top-left corner.
struct GIFRectangle: Hashable {
    /// The column of the rectangle's leftmost pixels.
    var left: Int

    /// The row of the rectangle's topmost pixels.
    var top: Int

    /// The number of columns the rectangle covers.
    var width: Int

    /// The number of rows the rectangle covers.
    var height: Int

    /// The number of pixels inside the rectangle.
    var area: Int {
        width * height
    }

    /// The columns the rectangle covers.
    var columns: Range<Int> {
        left..<(left + width)
    }

    /// The rows the rectangle covers.
    var rows: Range<Int> {
        top..<(top + height)
    }
}
