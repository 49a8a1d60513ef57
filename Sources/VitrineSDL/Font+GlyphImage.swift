import CSDL2

/// One glyph as SDL2_ttf draws it at a font's size: how far the pen moves after it, where its
/// image starts, and the image trimmed of its transparent border.
struct GlyphImage: Equatable {
    /// How far the pen moves to the right after the glyph, in pixels.
    var advance: Int
    /// Where SDL2_ttf's surface starts, relative to the pen: 0, or the glyph's left edge when
    /// it reaches left of the pen.
    var surfaceLeft: Int
    /// The drawn pixels, or `nil` for a glyph with none (a space).
    var image: TrimmedImage?
}

extension Font {
    /// Draws `scalar` at the font's size; `nil` when the font lacks the glyph.
    func glyphImage(for scalar: Unicode.Scalar) -> GlyphImage? {
        guard TTF_GlyphIsProvided32(pointer, scalar.value) != 0 else { return nil }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphMetrics32(pointer, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0 else {
            return nil
        }
        var glyph = GlyphImage(advance: Int(advance), surfaceLeft: Int(min(0, minX)), image: nil)
        guard maxX > minX, maxY > minY,
            let rendered = TTF_RenderGlyph32_Blended(pointer, scalar.value, SDL_Color(r: 255, g: 255, b: 255, a: 255)),
            let rgba = try? Surface(owning: rendered).convertedToRGBA()
        else { return glyph }
        glyph.image = TrimmedImage(rgba.rgbaBytes(), width: rgba.width, height: rgba.height)
        return glyph
    }
}
