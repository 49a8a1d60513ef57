import CSDL2

/// A font file opened at one pixel size (SDL2_ttf's point size at 72 dpi: one point, one pixel).
final class Font {
    let pointer: OpaquePointer
    let file: FontFile
    let pixelSize: Int

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

    var ascent: Int { Int(TTF_FontAscent(pointer)) }
    var descent: Int { Int(TTF_FontDescent(pointer)) }
    var lineSkip: Int { Int(TTF_FontLineSkip(pointer)) }
}
