/// What a picture file's first bytes say: its format and its size in pixels, read without
/// decoding it, so that a folder of a thousand photos is listed in a blink and a picture too
/// large to decode is turned down before any memory is spent on it.
///
/// ```swift
/// let header = try PictureFileHeader(bytes: { offset, count in … })
/// print(header.format, header.width, header.height)
/// ```
public struct PictureFileHeader: Hashable, Sendable {
    /// The formats Vitrine shows on cards.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// PNG.
        case png
        /// JPEG (baseline, progressive or lossless).
        case jpeg
        /// WebP, lossy, lossless or extended.
        case webp
    }

    /// The file's format.
    public var format: Format
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// The most pixels a picture may have to be decoded: 64 megapixels, 256 MiB as RGBA.
    public static let largestPixelCount = 64 * 1024 * 1024

    /// The file names (lowercased extensions) a folder of pictures is listed by.
    public static let fileExtensions: Set<String> = ["png", "jpg", "jpeg", "jpe", "webp"]

    /// Creates a header.
    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Reads the header of a file of `fileSize` bytes through `bytes(offset, count)`, which
    /// returns up to `count` bytes from `offset` (fewer at the end of the file).
    ///
    /// - Throws: ``PictureFileProblem/notAPicture`` when the first bytes are not a PNG, JPEG or
    ///   WebP signature; ``PictureFileProblem/truncated`` when the header, or the file (its end
    ///   marker, its stated length), stops short; ``PictureFileProblem/tooLarge(width:height:)``
    ///   past ``largestPixelCount``.
    public init(fileSize: Int, bytes: (_ offset: Int, _ count: Int) -> [UInt8]) throws(PictureFileProblem) {
        let start = bytes(0, 32)
        if start.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = try Self.png(start, fileSize: fileSize, bytes: bytes)
        } else if start.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = try Self.jpeg(fileSize: fileSize, bytes: bytes)
        } else if start.count >= 12, start[0..<4].elementsEqual(Array("RIFF".utf8)),
            start[8..<12].elementsEqual(Array("WEBP".utf8))
        {
            self = try Self.webp(start, fileSize: fileSize, bytes: bytes)
        } else {
            throw .notAPicture
        }
        guard width > 0, height > 0 else { throw .truncated }
        guard width <= Self.largestPixelCount / height else { throw .tooLarge(width: width, height: height) }
    }

    /// PNG: the IHDR chunk's width and height, big-endian, right after the signature, its CRC
    /// right; the file ends with the IEND chunk.
    private static func png(_ start: [UInt8], fileSize: Int, bytes: (Int, Int) -> [UInt8]) throws(PictureFileProblem) -> Self {
        guard start.count >= 24, start[12..<16].elementsEqual(Array("IHDR".utf8)) else { throw .truncated }
        let chunk = bytes(12, 21)
        guard chunk.count == 21, crc32(chunk[0..<17]) == UInt32(bigEndian(chunk, at: 17, count: 4)) else {
            throw .undecodable("its header (IHDR) is damaged: the checksum does not match")
        }
        let end = bytes(max(fileSize - 8, 0), 8)
        guard end.count == 8, end[0..<4].elementsEqual(Array("IEND".utf8)) else { throw .truncated }
        return Self(format: .png, width: bigEndian(start, at: 16, count: 4), height: bigEndian(start, at: 20, count: 4))
    }

    /// JPEG: the segments are walked, each marker's length skipped, up to the first start of
    /// frame (SOF0–SOF15 but DHT, JPG and DAC), whose height and width follow its precision; the
    /// file ends with EOI (FF D9), perhaps followed by padding.
    private static func jpeg(fileSize: Int, bytes: (Int, Int) -> [UInt8]) throws(PictureFileProblem) -> Self {
        let tail = bytes(max(fileSize - 64, 0), 64)
        guard zip(tail, tail.dropFirst()).contains(where: { $0 == 0xFF && $1 == 0xD9 }) else { throw .truncated }
        var offset = 2
        while offset < fileSize {
            let segment = bytes(offset, 9)
            guard segment.count >= 2, segment[0] == 0xFF else { throw .truncated }
            let marker = segment[1]
            if marker == 0xFF {
                offset += 1  // fill byte
                continue
            }
            if marker == 0x01 || (0xD0...0xD8).contains(marker) {
                offset += 2
                continue
            }
            guard segment.count >= 4, marker != 0xDA, marker != 0xD9 else { throw .truncated }
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard segment.count >= 9 else { throw .truncated }
                return Self(
                    format: .jpeg, width: bigEndian(segment, at: 7, count: 2), height: bigEndian(segment, at: 5, count: 2))
            }
            offset += 2 + bigEndian(segment, at: 2, count: 2)
        }
        throw .truncated
    }

    /// WebP: the RIFF length covers the file; the first chunk is VP8 (lossy: 14-bit sizes after
    /// the frame's start code), VP8L (lossless: 14-bit sizes less one, packed) or VP8X
    /// (extended: 24-bit canvas sizes less one).
    private static func webp(_ start: [UInt8], fileSize: Int, bytes: (Int, Int) -> [UInt8]) throws(PictureFileProblem) -> Self {
        guard start.count >= 30, littleEndian(start, at: 4, count: 4) + 8 <= fileSize else { throw .truncated }
        switch String(decoding: start[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard start[23] == 0x9D, start[24] == 0x01, start[25] == 0x2A else { throw .truncated }
            return Self(
                format: .webp, width: littleEndian(start, at: 26, count: 2) & 0x3FFF,
                height: littleEndian(start, at: 28, count: 2) & 0x3FFF)
        case "VP8L":
            guard start[20] == 0x2F else { throw .truncated }
            let bits = littleEndian(start, at: 21, count: 4)
            return Self(format: .webp, width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return Self(
                format: .webp, width: littleEndian(start, at: 24, count: 3) + 1,
                height: littleEndian(start, at: 27, count: 3) + 1)
        default:
            throw .notAPicture
        }
    }

    /// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320, reflected).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
