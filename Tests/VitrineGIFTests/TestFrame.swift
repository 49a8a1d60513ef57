/// A frame for tests: colors packed as `0xRRGGBB`, row by row from the top.
struct TestFrame: Equatable {
    /// The frame's width in pixels.
    let width: Int

    /// The frame's height in pixels.
    let height: Int

    /// The colors, row by row from the top.
    var pixels: [UInt32]

    /// Creates a frame filled with `color`.
    init(width: Int, height: Int, color: UInt32 = 0) {
        self.width = width
        self.height = height
        pixels = Array(repeating: color, count: width * height)
    }

    /// Creates a frame whose pixel at (`column`, `row`) is `color(column, row)`.
    init(width: Int, height: Int, color: (Int, Int) -> UInt32) {
        self.width = width
        self.height = height
        pixels = (0..<height).flatMap { row in
            (0..<width).map { column in color(column, row) }
        }
    }

    /// The color at (`column`, `row`).
    subscript(column: Int, row: Int) -> UInt32 {
        get { pixels[row * width + column] }
        set { pixels[row * width + column] = newValue }
    }

    /// The frame as RGBA bytes with an opaque alpha channel.
    var rgba: [UInt8] {
        pixels.flatMap { color in
            [
                UInt8(truncatingIfNeeded: color >> 16),
                UInt8(truncatingIfNeeded: color >> 8),
                UInt8(truncatingIfNeeded: color),
                255,
            ]
        }
    }

    /// Fills the rectangle with its top-left corner at (`left`, `top`) with `color`,
    /// leaving out any part that lies outside the frame.
    mutating func fill(left: Int, top: Int, width: Int, height: Int, color: UInt32) {
        for row in top..<(top + height) where (0..<self.height).contains(row) {
            for column in left..<(left + width) where (0..<self.width).contains(column) {
                self[column, row] = color
            }
        }
    }

    /// The largest difference of any one channel between this frame and `canvas`.
    func largestChannelError(comparedWith canvas: [UInt32]) -> Int {
        zip(pixels, canvas).map { expected, actual in
            [16, 8, 0].map { shift in
                abs(Int(expected >> shift & 0xFF) - Int(actual >> shift & 0xFF))
            }.max() ?? 0
        }.max() ?? 0
    }

    /// Packs 8-bit channels as `0xRRGGBB`.
    static func color(red: Int, green: Int, blue: Int) -> UInt32 {
        UInt32(red & 0xFF) << 16 | UInt32(green & 0xFF) << 8 | UInt32(blue & 0xFF)
    }
}
