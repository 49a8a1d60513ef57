/// An animated GIF89a file that loops forever, built one RGBA frame at a time.
///
/// Each frame is reduced to at most 256 colors with its own local color table (exact
/// colors when it has no more than 256), and after the first frame only the rectangle
/// that changed is encoded, with unchanged pixels inside it left transparent. A frame
/// identical to the previous one only lengthens the previous frame's delay.
///
/// Frames are compressed as they are appended; besides the file so far (which
/// ``takeFinalBytes()`` hands out as it grows), the encoder keeps only the previous frame's
/// colors and one compressed frame (see ``GIFPendingFrame``).
///
/// ```swift
/// var gif = AnimatedGIF(width: 640, height: 400)
/// try gif.append(rgba: firstFrame, delay: 10)
/// try gif.append(rgba: secondFrame, delay: 10)
/// let file = gif.takeFinalBytes() + gif.closingBytes
/// ```
public struct AnimatedGIF: Sendable {
    /// The width of the canvas, in pixels.
    public let width: Int

    /// The height of the canvas, in pixels.
    public let height: Int

    /// The header, the loop extension and every frame before ``pendingFrame``.
    private var writer = GIFBlockWriter()

    /// The newest frame, waiting for its delay to be final.
    private var pendingFrame: GIFPendingFrame?

    /// The colors of the last appended frame, which the next frame is compared with.
    ///
    /// These are the source colors, not the possibly approximated colors the decoder
    /// shows: comparing with those would mark nearly every pixel of a frame with more
    /// than 256 colors as changed. A pixel whose source color stays the same keeps
    /// whatever approximation an earlier frame gave it.
    private var previousPixels: [GIFColor]?

    /// Creates an animation with no frames for a canvas of `width` × `height` pixels.
    ///
    /// Each side must be 1 to 65,535 pixels; otherwise ``append(rgba:delay:)`` throws.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        writer.appendHeader(width: width, height: height)
        writer.appendLoopForeverExtension()
    }

    /// Adds a frame shown for `centiseconds` hundredths of a second.
    ///
    /// `rgba` holds 4 bytes (red, green, blue, alpha) per pixel, row by row from the
    /// top, without padding; alpha is ignored. Delays longer than 65,535 centiseconds
    /// are shortened to that, the most a GIF frame can last.
    public mutating func append(rgba: [UInt8], delay centiseconds: Int) throws(AnimatedGIFError) {
        let sides = 1...GIFBlockWriter.maximumFieldValue
        guard sides.contains(width), sides.contains(height) else {
            throw .unsupportedSize(width: width, height: height)
        }
        guard rgba.count == width * height * 4 else {
            throw .wrongByteCount(expected: width * height * 4, actual: rgba.count)
        }
        guard centiseconds >= 0 else {
            throw .negativeDelay(centiseconds)
        }

        let pixels = Self.colors(fromRGBA: rgba)
        let frame: GIFIndexedFrame
        if let previousPixels {
            let difference = GIFFrameDifference(
                previous: previousPixels,
                current: pixels,
                width: width,
                height: height
            )
            guard let changedRectangle = difference.changedRectangle else {
                pendingFrame?.extend(by: centiseconds)
                return
            }
            frame = GIFIndexedFrame(
                pixels: pixels,
                previousPixels: previousPixels,
                canvasWidth: width,
                rectangle: changedRectangle
            )
        } else {
            let canvas = GIFRectangle(left: 0, top: 0, width: width, height: height)
            frame = GIFIndexedFrame(rectangle: canvas, opaquePixels: pixels)
        }

        pendingFrame?.write(to: &writer)
        pendingFrame = GIFPendingFrame(frame: frame, delay: centiseconds)
        previousPixels = pixels
    }

    /// The complete GIF file: every frame appended so far, then the trailer (the rest of it,
    /// after ``takeFinalBytes()``).
    var bytes: [UInt8] {
        writer.bytes + closingBytes
    }

    /// Removes and returns the start of the file that no later frame changes: the header and
    /// every frame before the newest, whose delay may still grow. A recording writes these to
    /// its file as it goes, so that the GIF is never kept whole in memory.
    public mutating func takeFinalBytes() -> [UInt8] {
        writer.takeBytes()
    }

    /// The end of the file: the newest frame and the trailer.
    public var closingBytes: [UInt8] {
        var closing = GIFBlockWriter()
        pendingFrame?.write(to: &closing)
        closing.appendTrailer()
        return closing.bytes
    }

    /// Converts RGBA bytes to colors, dropping the alpha channel; `rgba.count` must be a
    /// multiple of 4.
    private static func colors(fromRGBA rgba: [UInt8]) -> [GIFColor] {
        stride(from: 0, to: rgba.count, by: 4).map { offset in
            GIFColor(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2])
        }
    }
}
