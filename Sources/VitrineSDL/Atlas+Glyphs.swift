import CSDL2
import VitrineCanvas
import VitrineGeometry

extension Atlas {
    /// Rasterizes one glyph with SDL2_ttf, trims its transparent border and copies it into the
    /// atlas. Returns `nil` when the font lacks the glyph, or when the atlas is out of room
    /// (and then marks it full).
    func rasterize(_ scalar: Unicode.Scalar, font: Font) -> Glyph? {
        guard let drawn = font.glyphImage(for: scalar) else { return nil }
        let empty = Glyph(
            advance: Double(drawn.advance), bounds: .zero,
            texture: TextureRegion(topLeft: .zero, bottomRight: .zero))
        // SDL2_ttf renders the glyph as a one-letter string: the surface's left edge is the pen
        // (or the glyph's left edge when it reaches left of the pen) and its top is the ascent.
        guard let image = drawn.image else { return empty }
        guard let spot = budget.placeGlyph(width: image.width, height: image.height) else { return nil }
        guard
            (try? upload(
                x: spot.x, y: spot.y, width: image.width, height: image.height,
                rgba: image.bytes)) != nil
        else { return nil }
        let bounds = Rect(
            x: Double(drawn.surfaceLeft + image.left), y: Double(image.top - font.ascent),
            width: Double(image.width), height: Double(image.height))
        return Glyph(
            advance: Double(drawn.advance), bounds: bounds,
            texture: region(x: spot.x, y: spot.y, width: image.width, height: image.height))
    }
}
