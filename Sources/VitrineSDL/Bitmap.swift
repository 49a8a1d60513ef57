import VitrineGeometry

/// An image in memory: RGBA bytes, row by row from the top, no padding.
public struct Bitmap: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Four bytes per pixel (red, green, blue, alpha), `width * height * 4` in all.
    public var bytes: [UInt8]

    /// Creates a bitmap from its bytes; `bytes` must hold `width * height * 4` of them.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at column `x`, row `y` (from the top-left).
    public subscript(x: Int, y: Int) -> RGBA8 {
        let i = (y * width + x) * 4
        return RGBA8(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }
}
