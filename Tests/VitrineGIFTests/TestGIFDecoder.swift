/// A small GIF decoder for tests: it reads the header, the logical screen
/// descriptor, extensions and images with local color tables, and replays the
/// frames onto a canvas the way a viewer would.
///
/// Colors are packed as `0xRRGGBB`. Only what the encoder may produce is supported:
/// interlaced images and disposal methods other than 0 and 1 are rejected.
struct TestGIFDecoder {
    /// One image of the file and the canvas after drawing it.
    struct Frame {
        /// The column of the image's left edge on the canvas.
        var left = 0
        /// The row of the image's top edge on the canvas.
        var top = 0
        /// The image's width.
        var width = 0
        /// The image's height.
        var height = 0
        /// The delay from the preceding graphic control extension, in centiseconds.
        var delay = 0
        /// The disposal method from the preceding graphic control extension.
        var disposal = 0
        /// The transparent index from the preceding graphic control extension.
        var transparentIndex: Int?
        /// The local color table.
        var colorTable: [UInt32] = []
        /// The decoded indices of the image.
        var indices: [UInt8] = []
        /// How many clear codes the image data contained.
        var clearCodeCount = 0
        /// The whole canvas after drawing the image.
        var canvas: [UInt32] = []
    }

    /// A reason why a file could not be decoded.
    enum Failure: Error {
        /// The file ended in the middle of a block.
        case unexpectedEnd
        /// The file does not start with "GIF89a".
        case wrongSignature
        /// The file uses something this decoder does not support.
        case unsupported(String)
        /// The image data is malformed.
        case badImage(String)
        /// A block starts with an unknown introducer byte.
        case unknownBlock(UInt8)
    }

    /// The file being read.
    private let bytes: [UInt8]

    /// The position of the next byte to read.
    private var offset = 0

    /// The canvas width from the logical screen descriptor.
    private(set) var width = 0

    /// The canvas height from the logical screen descriptor.
    private(set) var height = 0

    /// The loop count from a NETSCAPE2.0 extension, where 0 means forever, or `nil` if
    /// the file has none.
    private(set) var loopCount: Int?

    /// Every image of the file, in order.
    private(set) var frames: [Frame] = []

    /// Decodes the whole of `bytes`.
    init(bytes: [UInt8]) throws {
        self.bytes = bytes
        try decode()
    }

    /// Reads the file from the signature to the trailer.
    private mutating func decode() throws {
        guard try readBytes(6) == Array("GIF89a".utf8) else {
            throw Failure.wrongSignature
        }
        width = try readUInt16()
        height = try readUInt16()
        let screenFlags = try readByte()
        _ = try readBytes(2)
        var globalColorTable: [UInt32] = []
        if screenFlags & 0x80 != 0 {
            globalColorTable = try readColorTable(sizeBits: Int(screenFlags & 0x07))
        }

        var canvas = Array(repeating: UInt32(0), count: width * height)
        var frame = Frame()
        while true {
            let introducer = try readByte()
            switch introducer {
            case 0x21:
                try readExtension(into: &frame)
            case 0x2C:
                try readImage(into: &frame, globalColorTable: globalColorTable, canvas: &canvas)
                frames.append(frame)
                frame = Frame()
            case 0x3B:
                guard offset == bytes.count else {
                    throw Failure.unsupported("bytes after the trailer")
                }
                return
            default:
                throw Failure.unknownBlock(introducer)
            }
        }
    }

    /// Reads an extension, keeping what a graphic control or NETSCAPE2.0 extension says.
    private mutating func readExtension(into frame: inout Frame) throws {
        let label = try readByte()
        let blocks = try readSubBlocks()
        switch label {
        case 0xF9:
            guard blocks.count == 1, blocks[0].count == 4 else {
                throw Failure.badImage("graphic control extension must be one 4-byte block")
            }
            let block = blocks[0]
            frame.disposal = Int(block[0] >> 2 & 0x07)
            frame.delay = Int(block[1]) | Int(block[2]) << 8
            frame.transparentIndex = block[0] & 0x01 != 0 ? Int(block[3]) : nil
        case 0xFF:
            guard let identifier = blocks.first, identifier == Array("NETSCAPE2.0".utf8) else {
                return
            }
            guard blocks.count == 2, blocks[1].count == 3, blocks[1][0] == 1 else {
                throw Failure.badImage("malformed NETSCAPE2.0 extension")
            }
            loopCount = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
        default:
            return
        }
    }

    /// Reads an image descriptor, its color table and data, and draws it onto `canvas`.
    private mutating func readImage(
        into frame: inout Frame,
        globalColorTable: [UInt32],
        canvas: inout [UInt32]
    ) throws {
        frame.left = try readUInt16()
        frame.top = try readUInt16()
        frame.width = try readUInt16()
        frame.height = try readUInt16()
        let flags = try readByte()
        guard flags & 0x40 == 0 else {
            throw Failure.unsupported("interlaced image")
        }
        guard frame.disposal <= 1 else {
            throw Failure.unsupported("disposal method \(frame.disposal)")
        }
        guard frame.left + frame.width <= width, frame.top + frame.height <= height else {
            throw Failure.badImage("image outside the canvas")
        }
        frame.colorTable =
            if flags & 0x80 != 0 {
                try readColorTable(sizeBits: Int(flags & 0x07))
            } else {
                globalColorTable
            }

        let minimumCodeSize = Int(try readByte())
        let data = try readSubBlocks().flatMap { $0 }
        let decoded = try TestLZWDecoder.decode(data, minimumCodeSize: minimumCodeSize)
        guard decoded.indices.count == frame.width * frame.height else {
            let pixelCount = frame.width * frame.height
            throw Failure.badImage("\(decoded.indices.count) indices for \(pixelCount) pixels")
        }
        frame.indices = decoded.indices
        frame.clearCodeCount = decoded.clearCodeCount

        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let index = Int(decoded.indices[row * frame.width + column])
                if index == frame.transparentIndex {
                    continue
                }
                guard index < frame.colorTable.count else {
                    throw Failure.badImage("index \(index) outside the color table")
                }
                canvas[(frame.top + row) * width + frame.left + column] = frame.colorTable[index]
            }
        }
        frame.canvas = canvas
    }

    /// Reads a color table of `2^(sizeBits + 1)` RGB entries.
    private mutating func readColorTable(sizeBits: Int) throws -> [UInt32] {
        try (0..<(2 << sizeBits)).map { _ in
            let rgb = try readBytes(3)
            return UInt32(rgb[0]) << 16 | UInt32(rgb[1]) << 8 | UInt32(rgb[2])
        }
    }

    /// Reads data sub-blocks up to and including the empty terminating block.
    private mutating func readSubBlocks() throws -> [[UInt8]] {
        var blocks: [[UInt8]] = []
        while true {
            let size = Int(try readByte())
            if size == 0 {
                return blocks
            }
            blocks.append(try readBytes(size))
        }
    }

    /// Reads a little-endian 16-bit number.
    private mutating func readUInt16() throws -> Int {
        let low = Int(try readByte())
        let high = Int(try readByte())
        return low | high << 8
    }

    /// Reads `count` bytes.
    private mutating func readBytes(_ count: Int) throws -> [UInt8] {
        guard offset + count <= bytes.count else {
            throw Failure.unexpectedEnd
        }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    /// Reads one byte.
    private mutating func readByte() throws -> UInt8 {
        try readBytes(1)[0]
    }
}
