/// The most recent frame, compressed but not yet written to the file.
///
/// A frame's delay is stored in the graphic control extension written before its
/// image, and a repeat of the frame should lengthen that delay rather than add an
/// image. So the newest frame is held back until a different frame arrives (or the
/// file is read), and each identical frame appended meanwhile just adds to ``delay``.
/// Only the compressed image is kept, never the raw pixels. The alternative, writing
/// a 1×1 transparent image for every repeat, would cost bytes and a redraw each time.
struct GIFPendingFrame {
    /// How long the frame stays on screen, in centiseconds, at most 65,535.
    private(set) var delay: Int

    /// The transparent color index the image uses, if any.
    let transparentIndex: UInt8?

    /// The image descriptor, local color table and image data, ready to be written.
    let imageBlocks: [UInt8]

    /// Compresses `frame`, to be shown for `delay` centiseconds.
    init(frame: GIFIndexedFrame, delay: Int) {
        var writer = GIFBlockWriter()
        writer.appendImage(frame)
        self.delay = min(delay, GIFBlockWriter.maximumFieldValue)
        transparentIndex = frame.transparentIndex
        imageBlocks = writer.bytes
    }

    /// Shows the frame `extraDelay` centiseconds longer, up to the 65,535 a GIF
    /// frame can last (almost 11 minutes).
    mutating func extend(by extraDelay: Int) {
        let maximum = GIFBlockWriter.maximumFieldValue
        delay = min(delay + min(extraDelay, maximum), maximum)
    }

    /// Writes the frame's graphic control extension and image.
    func write(to writer: inout GIFBlockWriter) {
        writer.appendGraphicControlExtension(delay: delay, transparentIndex: transparentIndex)
        writer.appendRawBytes(imageBlocks)
    }
}
