import CSDL2
import Foundation
import VitrineFiles

/// A picture decoded and scaled down for a card: straight-alpha RGBA texels, ready to become a
/// texture on the frame loop's thread.
struct DecodedPicture: Sendable {
    /// The width in texels.
    let width: Int
    /// The height in texels.
    let height: Int
    /// Four bytes a texel, rows top to bottom.
    let rgba: [UInt8]
    /// Whether these are all the picture's pixels (no larger texture would show more).
    private(set) var isFullSize: Bool
    /// Whether every texel is fully opaque (a JPEG's always are).
    let isOpaque: Bool

    /// The bytes a texture of this picture takes.
    var byteCount: Int { width * height * 4 }

    /// Decodes the picture file at `path` (libpng, libjpeg or libwebp) and scales it down,
    /// averaging, so that its longer side is at most `longestSide` texels. Safe off the main
    /// thread: it never touches the renderer.
    ///
    /// While the int at `pause` (when given) is not 0, the work waits between rows: the
    /// decoding (a JPEG's between bands of rows, a PNG's and a WebP's before each 4 KiB of the
    /// file, a row or a few) and the scaling down. See
    /// ``PictureWorker/pausesDuringFrames(_:)``.
    ///
    /// - Throws: what ``PictureFileHeader/init(path:)`` finds wrong before anything is decoded
    ///   (not a picture, truncated, over 64 MP, unreadable), or
    ///   ``PictureFileProblem/undecodable(_:)`` with the decoder's reason.
    init(path: String, longestSide: Int, pause: UnsafePointer<Int32>? = nil) throws(PictureFileProblem) {
        let header = try PictureFileHeader(path: path)
        switch header.format {
        case .png:
            try self.init(png: path, header: header, longestSide: longestSide, pause: pause)
            return
        case .jpeg:
            try self.init(jpeg: path, header: header, longestSide: longestSide, pause: pause)
        case .webp:
            try self.init(webp: path, header: header, longestSide: longestSide, pause: pause)
        }
    }

    /// Decodes a PNG with libpng's simplified API, which says what is wrong with a damaged file
    /// rather than writing it on stderr; it waits while held before each 4 KiB it reads.
    private init(
        png path: String, header: PictureFileHeader, longestSide: Int, pause: UnsafePointer<Int32>?
    ) throws(PictureFileProblem) {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 64)
        guard
            let pixels = vitrine_decode_png(path, PictureFileHeader.largestPixelCount, &width, &height, &message, pause)
        else {
            throw .undecodable(Self.text(of: message, otherwise: "libpng gave no reason"))
        }
        defer { free(pixels) }
        let (w, h) = (Int(width), Int(height))
        try self.init(
            width: w, height: h, header: header, longestSide: longestSide, pause: pause,
            pixels: { body in body(UnsafeRawBufferPointer(start: pixels, count: w * h * 4), w * 4) })
    }

    /// Decodes a JPEG with libjpeg, which scales it down by up to 8 in the decoder itself (a
    /// 12-megapixel photo for a card takes an eighth of the work), and says what is wrong with
    /// a damaged file rather than writing it on stderr.
    private init(
        jpeg path: String, header: PictureFileHeader, longestSide: Int, pause: UnsafePointer<Int32>?
    ) throws(PictureFileProblem) {
        try self.init(header: header, longestSide: longestSide, pause: pause, decoder: "libjpeg") {
            vitrine_decode_jpeg(
                path, Int32(clamping: longestSide), PictureFileHeader.largestPixelCount, &$0, &$1, &$2, &$3, &$4, pause)
        }
    }

    /// Decodes a WebP with libwebp's incremental decoder, fed 4 KiB at a time (waiting while
    /// held before each), an opaque one scaled down in the decoder itself, and says what is
    /// wrong with a damaged or animated file.
    private init(
        webp path: String, header: PictureFileHeader, longestSide: Int, pause: UnsafePointer<Int32>?
    ) throws(PictureFileProblem) {
        let scaled = Self.scaledSize(width: header.width, height: header.height, longestSide: longestSide)
        try self.init(header: header, longestSide: longestSide, pause: pause, decoder: "libwebp") {
            vitrine_decode_webp(
                path, Int32(clamping: scaled.width), Int32(clamping: scaled.height), PictureFileHeader.largestPixelCount,
                &$0, &$1, &$2, &$3, &$4, pause)
        }
    }

    /// The picture a decoder that may scale it down gives: `decode` sets the size it decoded
    /// (width and height), the picture's own (which must be the header's) and, when it gives no
    /// pixels, a reason of at most 64 bytes; the pixels it gives are freed here, once scaled
    /// down the rest of the way to `longestSide`.
    private init(
        header: PictureFileHeader, longestSide: Int, pause: UnsafePointer<Int32>?, decoder: String,
        decode: (
            _ width: inout Int32, _ height: inout Int32, _ fullWidth: inout Int32, _ fullHeight: inout Int32,
            _ message: inout [CChar]
        ) -> UnsafeMutablePointer<UInt8>?
    ) throws(PictureFileProblem) {
        var width: Int32 = 0, height: Int32 = 0, fullWidth: Int32 = 0, fullHeight: Int32 = 0
        var message = [CChar](repeating: 0, count: 64)
        guard let pixels = decode(&width, &height, &fullWidth, &fullHeight, &message) else {
            throw .undecodable(Self.text(of: message, otherwise: "\(decoder) gave no reason"))
        }
        defer { free(pixels) }
        guard Int(fullWidth) == header.width, Int(fullHeight) == header.height else {
            throw .undecodable("it is \(fullWidth) × \(fullHeight) pixels, its header said \(header.width) × \(header.height)")
        }
        let (w, h) = (Int(width), Int(height))
        try self.init(
            width: w, height: h, header: nil, longestSide: longestSide, pause: pause,
            pixels: { body in body(UnsafeRawBufferPointer(start: pixels, count: w * h * 4), w * 4) })
        isFullSize = isFullSize && w == header.width && h == header.height
    }

    /// The size a `width` × `height` picture is scaled down to so that its longer side is at
    /// most `longestSide`, each side rounded and at least 1.
    static func scaledSize(width: Int, height: Int, longestSide: Int) -> (width: Int, height: Int) {
        let scale = min(1, Double(max(longestSide, 1)) / Double(max(width, height, 1)))
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    /// The text of a C string of at most 64 bytes, or `otherwise` when it is empty.
    private static func text(of message: [CChar], otherwise: String) -> String {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? otherwise : text
    }

    /// The picture from decoded `width` × `height` RGBA `pixels` (handed to a closure with the
    /// bytes between rows' starts), scaled down to `longestSide`, waiting between rows while
    /// the int at `pause` is not 0; their size must be the `header`'s, when one is given.
    private init(
        width: Int, height: Int, header: PictureFileHeader?, longestSide: Int, pause: UnsafePointer<Int32>?,
        pixels: ((UnsafeRawBufferPointer, Int) -> [UInt8]) -> [UInt8]
    ) throws(PictureFileProblem) {
        guard width > 0, height > 0 else { throw .undecodable("it has no pixels") }
        if let header, width != header.width || height != header.height {
            throw .undecodable("it is \(width) × \(height) pixels, its header said \(header.width) × \(header.height)")
        }
        let (targetWidth, targetHeight) = Self.scaledSize(width: width, height: height, longestSide: longestSide)
        self.width = targetWidth
        self.height = targetHeight
        self.isFullSize = targetWidth == width && targetHeight == height
        let rgba = pixels { bytes, pitch in
            Self.averaged(
                bytes, width: width, height: height, pitch: pitch, toWidth: targetWidth, height: targetHeight,
                pause: pause)
        }
        self.rgba = rgba
        self.isOpaque = Self.isOpaque(rgba)
    }

    /// Whether every texel of four-byte RGBA `texels` has an alpha of 255.
    static func isOpaque(_ texels: [UInt8]) -> Bool {
        texels.withUnsafeBufferPointer { bytes in
            var alphas: UInt8 = 255
            for index in stride(from: 3, to: bytes.count, by: 4) { alphas &= bytes[index] }
            return alphas == 255
        }
    }

    /// The texels of a `width` × `height` straight-alpha RGBA image (rows `pitch` bytes apart)
    /// averaged over boxes into `targetWidth` × `targetHeight`: each source pixel counts once,
    /// in the box of the target texel it falls in, weighted by its alpha so that transparent
    /// pixels lend no color. While the int at `pause` (when given) is not 0, it waits before its
    /// next target row: scaling a photo down takes a few milliseconds, which a frame being drawn
    /// should not share its cores with.
    static func averaged(
        _ pixels: UnsafeRawBufferPointer, width: Int, height: Int, pitch: Int,
        toWidth targetWidth: Int, height targetHeight: Int, pause: UnsafePointer<Int32>? = nil
    ) -> [UInt8] {
        if targetWidth == width, targetHeight == height {
            return Surface.packedRows(pixels, width: width, height: height, pitch: pitch)
        }
        // Where each target column's box starts, in source columns.
        let columnStarts = (0...targetWidth).map { $0 * width / targetWidth }
        var sums = [UInt64](repeating: 0, count: targetWidth * 4)
        var counts = [UInt32](repeating: 0, count: targetWidth)
        var result = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
        for targetRow in 0..<targetHeight {
            vitrine_wait_while_set(pause)
            for k in sums.indices { sums[k] = 0 }
            for k in counts.indices { counts[k] = 0 }
            let firstRow = targetRow * height / targetHeight, endRow = (targetRow + 1) * height / targetHeight
            for row in firstRow..<max(endRow, firstRow + 1) {
                let line = pixels.baseAddress!.advanced(by: row * pitch).assumingMemoryBound(to: UInt8.self)
                for column in 0..<targetWidth {
                    var red: UInt64 = 0, green: UInt64 = 0, blue: UInt64 = 0, alpha: UInt64 = 0
                    for x in columnStarts[column]..<max(columnStarts[column + 1], columnStarts[column] + 1) {
                        let texel = line + x * 4
                        let a = UInt64(texel[3])
                        red += UInt64(texel[0]) * a
                        green += UInt64(texel[1]) * a
                        blue += UInt64(texel[2]) * a
                        alpha += a
                    }
                    sums[column * 4] += red
                    sums[column * 4 + 1] += green
                    sums[column * 4 + 2] += blue
                    sums[column * 4 + 3] += alpha
                    counts[column] += UInt32(max(columnStarts[column + 1] - columnStarts[column], 1))
                }
            }
            for column in 0..<targetWidth {
                let alpha = sums[column * 4 + 3], target = (targetRow * targetWidth + column) * 4
                guard alpha > 0 else { continue }
                result[target] = UInt8((sums[column * 4] + alpha / 2) / alpha)
                result[target + 1] = UInt8((sums[column * 4 + 1] + alpha / 2) / alpha)
                result[target + 2] = UInt8((sums[column * 4 + 2] + alpha / 2) / alpha)
                let pixelCount = UInt64(counts[column])
                result[target + 3] = UInt8((alpha + pixelCount / 2) / pixelCount)
            }
        }
        return result
    }
}
