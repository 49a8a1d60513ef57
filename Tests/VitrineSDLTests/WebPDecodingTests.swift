import CSDL2
import Foundation
import Testing
import VitrineFiles
import VitrineTestSupport

@testable import VitrineSDL

/// WebP pictures decoded by libwebp's incremental decoder: an opaque one scaled down in the
/// decoder, one with alpha decoded whole and averaged by its alpha, an animated one refused, and
/// the decoding held while a frame is drawn. The pictures are made with ImageMagick.
@Suite("WebP decoding")
struct WebPDecodingTests {
    /// Writes `width` × `height` RGBA `bytes` as a lossless WebP at `path` (the colors of
    /// transparent pixels kept as they are), through a PNG and ImageMagick.
    static func writeLosslessWebP(_ bytes: [UInt8], width: Int, height: Int, to path: String) throws {
        let png = path + ".png"
        try #require(Bitmap(width: width, height: height, bytes: bytes)).writePNG(to: png)
        try convert([png, "-define", "webp:lossless=true", "-define", "webp:exact=true", path])
    }

    /// Runs ImageMagick's `convert` with `arguments`.
    static func convert(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "convert \(arguments.joined(separator: " "))")
    }

    /// A smooth 800 × 600 picture: red across, green down, opaque.
    static func gradient(width: Int, height: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                bytes += [UInt8(x * 255 / (width - 1)), UInt8(y * 255 / (height - 1)), 96, 255]
            }
        }
        return bytes
    }

    // An opaque WebP is scaled down in its decoder to the size the other formats are scaled to,
    // its texels within a level or two of Vitrine's own averaging of the whole picture (libwebp
    // weighs the pixels a box only partly covers; Vitrine's boxes are whole pixels).
    @Test func anOpaqueWebPIsScaledInItsDecoder() throws {
        let folder = try ScratchFolder()
        let (width, height) = (800, 600)
        let path = folder.file("gradient.webp")
        let bytes = Self.gradient(width: width, height: height)
        try Self.writeLosslessWebP(bytes, width: width, height: height, to: path)
        let scaled = try DecodedPicture(path: path, longestSide: 200)
        #expect(scaled.width == 200 && scaled.height == 150 && scaled.isOpaque && !scaled.isFullSize)
        let averaged = bytes.withUnsafeBytes {
            DecodedPicture.averaged($0, width: width, height: height, pitch: width * 4, toWidth: 200, height: 150)
        }
        let largest = zip(scaled.rgba, averaged).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest <= 2, "texels differ by up to \(largest) levels")
        let whole = try DecodedPicture(path: path, longestSide: 1024)
        #expect(whole.width == 800 && whole.isFullSize && whole.rgba == bytes)
    }

    // A WebP with alpha is decoded whole and averaged by its alpha: a texel across the edge of
    // a transparent red half and an opaque blue one is blue, half covered (libwebp's rescaler,
    // weighing colors alone, would make it purple).
    @Test func aWebPWithAlphaIsAveragedByItsAlpha() throws {
        let folder = try ScratchFolder()
        let (width, height) = (100, 100)
        var bytes: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width { bytes += x < 55 ? [255, 0, 0, 0] : [0, 0, 255, 255] }
        }
        let path = folder.file("half.webp")
        try Self.writeLosslessWebP(bytes, width: width, height: height, to: path)
        let scaled = try DecodedPicture(path: path, longestSide: 10)
        #expect(scaled.width == 10 && scaled.height == 10 && !scaled.isOpaque)
        // Texel 5 covers columns 50–59: five transparent, five blue.
        #expect(Array(scaled.rgba[20..<24]) == [0, 0, 255, 128])
        #expect(Array(scaled.rgba[0..<4]) == [0, 0, 0, 0] && Array(scaled.rgba[36..<40]) == [0, 0, 255, 255])
    }

    // An animated WebP shows its card with the reason.
    @Test func anAnimatedWebPIsRefusedWithItsReason() throws {
        let folder = try ScratchFolder()
        let path = folder.file("blink.webp")
        try Self.convert(["-delay", "10", "-size", "40x30", "xc:red", "xc:blue", path])
        #expect(throws: PictureFileProblem.undecodable("it is animated; only still WebP pictures are shown")) {
            try DecodedPicture(path: path, longestSide: 64)
        }
    }

    // Held from the start, the decoding of a lossless WebP of noise (800 × 600, 1.9 MB) does not
    // finish in half a second; let go, it gives the pixels an unheld decoding gives. Without
    // the wait before each 4 KiB, it finishes while held.
    @Test func aHeldWebPDecodingWaitsUntilLetGo() throws {
        let folder = try ScratchFolder()
        let (width, height) = (800, 600)
        var noise: [UInt8] = []
        for index in 0..<width * height {
            let value = UInt32(truncatingIfNeeded: index &* 2_654_435_761)
            noise += [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value >> 16)]
            noise += [UInt8(truncatingIfNeeded: value >> 24), 255]
        }
        let path = folder.file("noise.webp")
        try Self.writeLosslessWebP(noise, width: width, height: height, to: path)
        let held = HeldWork.run { Self.decode(path, pause: $0) ?? [] }
        #expect(!held.finishedWhileHeld, "the decoding finished while held")
        // Compared as one Bool: a failure would otherwise print 1,920,000 bytes twice.
        let isTheSame = held.result == Self.decode(path, pause: nil) && held.result == noise
        #expect(isTheSame)
    }

    /// The RGBA pixels of the WebP at `path`, whole, decoded by the C side while the int at
    /// `pause` lets it; `nil` when it cannot be.
    static func decode(_ path: String, pause: UnsafePointer<Int32>?) -> [UInt8]? {
        var width: Int32 = 0, height: Int32 = 0, fullWidth: Int32 = 0, fullHeight: Int32 = 0
        var message = [CChar](repeating: 0, count: 64)
        guard
            let pixels = vitrine_decode_webp(
                path, 0, 0, 1 << 26, &width, &height, &fullWidth, &fullHeight, &message, pause)
        else { return nil }
        defer { free(pixels) }
        return Array(UnsafeBufferPointer(start: pixels, count: Int(width) * Int(height) * 4))
    }
}
