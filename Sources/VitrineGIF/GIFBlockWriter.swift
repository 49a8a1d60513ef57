/// Appends the blocks of a GIF89a file to a byte buffer.
///
/// Multi-byte numbers are little-endian, as the GIF specification requires.
struct GIFBlockWriter {
    /// The largest number a 16-bit field of the file can hold.
    static let maximumFieldValue = Int(UInt16.max)

    /// The largest number of bytes in one data sub-block.
    static let maximumSubBlockSize = 255

    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Appends the signature and a logical screen descriptor with no global color
    /// table; every frame brings its own local color table.
    mutating func appendHeader(width: Int, height: Int) {
        bytes.append(contentsOf: Array("GIF89a".utf8))
        appendField(width)
        appendField(height)
        // No global color table, 8 bits of color resolution, unsorted.
        bytes.append(0b0111_0000)
        // Background color index and pixel aspect ratio, both unused.
        bytes.append(0)
        bytes.append(0)
    }

    /// Appends the NETSCAPE2.0 application extension that makes viewers loop the
    /// animation forever.
    mutating func appendLoopForeverExtension() {
        bytes.append(contentsOf: [0x21, 0xFF, 11])
        bytes.append(contentsOf: Array("NETSCAPE2.0".utf8))
        // One 3-byte sub-block: sub-block ID 1, then the loop count, where 0 means forever.
        bytes.append(contentsOf: [3, 1])
        appendField(0)
        bytes.append(0)
    }

    /// Appends a graphic control extension for the image that follows: shown for
    /// `delay` centiseconds (clamped to the 16-bit field), then left in place for the
    /// next frame to draw over (disposal method 1, "do not dispose").
    mutating func appendGraphicControlExtension(delay: Int, transparentIndex: UInt8?) {
        bytes.append(contentsOf: [0x21, 0xF9, 4])
        let doNotDispose: UInt8 = 1 << 2
        let hasTransparency: UInt8 = transparentIndex == nil ? 0 : 1
        bytes.append(doNotDispose | hasTransparency)
        appendField(delay)
        bytes.append(transparentIndex ?? 0)
        bytes.append(0)
    }

    /// Appends an image descriptor, local color table and LZW compressed image data.
    mutating func appendImage(_ frame: GIFIndexedFrame) {
        let tableBits = frame.colorTableBits
        bytes.append(0x2C)
        appendField(frame.rectangle.left)
        appendField(frame.rectangle.top)
        appendField(frame.rectangle.width)
        appendField(frame.rectangle.height)
        // Local color table present, not interlaced, unsorted, 2^(n + 1) entries.
        bytes.append(0b1000_0000 | UInt8(tableBits - 1))

        for color in frame.palette.colors {
            bytes.append(contentsOf: [color.red, color.green, color.blue])
        }
        let unusedEntries = (1 << tableBits) - frame.palette.colors.count
        bytes.append(contentsOf: Array(repeating: 0, count: 3 * unusedEntries))

        let minimumCodeSize = max(tableBits, 2)
        bytes.append(UInt8(minimumCodeSize))
        appendSubBlocks(LZWEncoder.compress(frame.indices, minimumCodeSize: minimumCodeSize))
    }

    /// Appends blocks that another writer produced.
    mutating func appendRawBytes(_ blocks: [UInt8]) {
        bytes.append(contentsOf: blocks)
    }

    /// Appends the trailer byte that ends the file.
    mutating func appendTrailer() {
        bytes.append(0x3B)
    }

    /// Removes and returns the bytes written so far, so that they can go to a file while
    /// the writer goes on.
    mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// Appends `data` as sub-blocks of at most 255 bytes, each preceded by its size,
    /// followed by the empty block that terminates them.
    private mutating func appendSubBlocks(_ data: [UInt8]) {
        var start = 0
        while start < data.count {
            let end = min(start + Self.maximumSubBlockSize, data.count)
            bytes.append(UInt8(end - start))
            bytes.append(contentsOf: data[start..<end])
            start = end
        }
        bytes.append(0)
    }

    /// Appends a 16-bit little-endian field, clamping `value` to `0...65535`.
    private mutating func appendField(_ value: Int) {
        let field = UInt16(clamping: value)
        bytes.append(UInt8(truncatingIfNeeded: field))
        bytes.append(UInt8(truncatingIfNeeded: field >> 8))
    }
}
