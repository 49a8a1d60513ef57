/// An opaque 24-bit RGB color, the unit every stage of the GIF encoder works with.
///
/// The channels are packed into one `UInt32` as `0xRRGGBB`, so a frame is a compact
/// array of colors and comparing two pixels is a single integer comparison.
struct GIFColor: Hashable {
    /// The color packed as `0xRRGGBB`; the top byte is always zero.
    let rawValue: UInt32

    /// Creates a color from its three 8-bit channels.
    init(red: UInt8, green: UInt8, blue: UInt8) {
        rawValue = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// The red channel.
    var red: UInt8 {
        UInt8(truncatingIfNeeded: rawValue >> 16)
    }

    /// The green channel.
    var green: UInt8 {
        UInt8(truncatingIfNeeded: rawValue >> 8)
    }

    /// The blue channel.
    var blue: UInt8 {
        UInt8(truncatingIfNeeded: rawValue)
    }

    /// The position of this color in a histogram that keeps the top 5 bits of each
    /// channel: a number in `0..<32768` laid out as red, green, blue.
    var histogramBucket: Int {
        Int(red >> 3) << 10 | Int(green >> 3) << 5 | Int(blue >> 3)
    }

    /// The squared Euclidean distance between this color and `other` in RGB space.
    func squaredDistance(to other: GIFColor) -> Int {
        let redDifference = Int(red) - Int(other.red)
        let greenDifference = Int(green) - Int(other.green)
        let blueDifference = Int(blue) - Int(other.blue)
        return redDifference * redDifference
            + greenDifference * greenDifference
            + blueDifference * blueDifference
    }
}
