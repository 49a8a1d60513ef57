/// The part of the canvas that changed between two consecutive frames.
///
/// Only this rectangle needs to be encoded: a GIF decoder draws each image on top
/// of the previous canvas when the frame uses the "do not dispose" method.
struct GIFFrameDifference {
    /// The smallest rectangle containing every pixel that differs, or `nil` when the
    /// two frames are identical.
    let changedRectangle: GIFRectangle?

    /// Compares two frames of the same canvas, each stored row by row from the top.
    ///
    /// Both arrays must hold `width * height` colors.
    init(previous: [GIFColor], current: [GIFColor], width: Int, height: Int) {
        guard
            width > 0,
            previous.count == width * height,
            current.count == width * height,
            let top = Self.firstChangedRow(previous, current, width: width, rows: 0..<height),
            let bottom = Self.lastChangedRow(previous, current, width: width, rows: top..<height)
        else {
            changedRectangle = nil
            return
        }

        var left = width
        var right = -1
        for row in top...bottom {
            let rowStart = row * width
            // Only columns outside the bounds found so far can widen them.
            let differs = { (column: Int) in
                previous[rowStart + column] != current[rowStart + column]
            }
            if let column = (0..<left).first(where: differs) {
                left = column
            }
            if let column = stride(from: width - 1, to: right, by: -1).first(where: differs) {
                right = column
            }
        }

        changedRectangle = GIFRectangle(
            left: left,
            top: top,
            width: right - left + 1,
            height: bottom - top + 1
        )
    }

    /// Returns the first row in `rows` that has a changed pixel, searching downwards.
    private static func firstChangedRow(
        _ previous: [GIFColor],
        _ current: [GIFColor],
        width: Int,
        rows: Range<Int>
    ) -> Int? {
        rows.first { rowDiffers(previous, current, width: width, row: $0) }
    }

    /// Returns the last row in `rows` that has a changed pixel, searching upwards.
    private static func lastChangedRow(
        _ previous: [GIFColor],
        _ current: [GIFColor],
        width: Int,
        rows: Range<Int>
    ) -> Int? {
        rows.reversed().first { rowDiffers(previous, current, width: width, row: $0) }
    }

    /// Returns whether any pixel of `row` differs between the two frames.
    private static func rowDiffers(
        _ previous: [GIFColor],
        _ current: [GIFColor],
        width: Int,
        row: Int
    ) -> Bool {
        let rowStart = row * width
        for column in 0..<width where previous[rowStart + column] != current[rowStart + column] {
            return true
        }
        return false
    }
}
