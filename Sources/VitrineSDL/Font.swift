import CSDL2

/// A font file opened once, set to one pixel size at a time (SDL2_ttf's point size at 72 dpi:
/// one point, one pixel).
///
/// One face serves every size: FreeType's auto-hinter studies a face the first time it hints a
/// glyph of it, which took some 0.2 ms for each size when each size was a face of its own, and
/// text that scales (a card zooming in 3-D) asks for a new size nearly every frame.
final class Font {
    let pointer: OpaquePointer
    let file: FontFile
    /// The size glyphs, metrics and kerning are read at.
    private(set) var pixelSize: Int

    init(file: FontFile, pixelSize: Int) throws(SDLError) {
        guard let stream = file.makeStream(), let font = TTF_OpenFontRW(stream, 1, Int32(pixelSize)) else {
            throw .current("open the font \(file.path) at \(pixelSize) px")
        }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        self.pointer = font
        self.file = file
        self.pixelSize = pixelSize
    }

    deinit {
        TTF_CloseFont(pointer)
    }

    /// Sets the size the font is read at; `false` when SDL2_ttf refuses it (the size it had
    /// stays).
    func setPixelSize(_ newSize: Int) -> Bool {
        guard newSize != pixelSize else { return true }
        guard newSize > 0, newSize <= Int(Int32.max), TTF_SetFontSize(pointer, Int32(newSize)) == 0 else {
            return false
        }
        pixelSize = newSize
        return true
    }

    var ascent: Int { Int(TTF_FontAscent(pointer)) }
    var descent: Int { Int(TTF_FontDescent(pointer)) }
    var lineSkip: Int { Int(TTF_FontLineSkip(pointer)) }

    /// The kerning between two glyphs at the font's size, in pixels.
    func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Int {
        Int(TTF_GetFontKerningSizeGlyphs32(pointer, left.value, right.value))
    }
}
