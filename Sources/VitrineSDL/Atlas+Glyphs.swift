import CSDL2
import VitrineCanvas
import VitrineGeometry

extension Atlas {
    /// Rasterizes one glyph with SDL2_ttf, trims its transparent border and copies it into the
    /// atlas. Returns `nil` when the font lacks the glyph, or when the atlas is out of room
    /// (and then marks it full).
    func rasterize(_ scalar: Unicode.Scalar, font: Font) -> Glyph? {
        guard TTF_GlyphIsProvided32(font.pointer, scalar.value) != 0 else { return nil }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard TTF_GlyphMetrics32(font.pointer, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0 else {
            return nil
        }
        let empty = Glyph(
            advance: Double(advance), bounds: .zero,
            texture: TextureRegion(topLeft: .zero, bottomRight: .zero))
        guard maxX > minX, maxY > minY,
            let rendered = TTF_RenderGlyph32_Blended(
                font.pointer, scalar.value,
                SDL_Color(r: 255, g: 255, b: 255, a: 255)),
            let rgba = try? Surface(owning: rendered).convertedToRGBA()
        else { return empty }

        // SDL2_ttf renders the glyph as a one-letter string: the surface's left edge is the pen
        // (or the glyph's left edge when it reaches left of the pen) and its top is the ascent.
        let image = TrimmedImage(rgba.rgbaBytes(), width: rgba.width, height: rgba.height)
        guard let image else { return empty }
        guard let spot = budget.placeGlyph(width: image.width, height: image.height) else { return nil }
        guard
            (try? upload(
                x: spot.x, y: spot.y, width: image.width, height: image.height,
                rgba: image.bytes)) != nil
        else { return nil }
        let originX = Double(min(0, minX))
        let bounds = Rect(
            x: originX + Double(image.left), y: Double(image.top - font.ascent),
            width: Double(image.width), height: Double(image.height))
        return Glyph(
            advance: Double(advance), bounds: bounds,
            texture: region(x: spot.x, y: spot.y, width: image.width, height: image.height))
    }
}

/// The smallest rectangle of an RGBA image that holds every pixel with alpha above zero.
struct TrimmedImage {
    var bytes: [UInt8]
    var left: Int
    var top: Int
    var width: Int
    var height: Int

    /// Trims `rgba`, or returns `nil` when every pixel is transparent.
    init?(_ rgba: [UInt8], width fullWidth: Int, height fullHeight: Int) {
        var minX = fullWidth, maxX = -1, minY = fullHeight, maxY = -1
        for y in 0..<fullHeight {
            for x in 0..<fullWidth where rgba[(y * fullWidth + x) * 4 + 3] != 0 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= minX, maxY >= minY else { return nil }
        left = minX
        top = minY
        width = maxX - minX + 1
        height = maxY - minY + 1
        bytes = []
        bytes.reserveCapacity(width * height * 4)
        for y in minY...maxY {
            let start = (y * fullWidth + minX) * 4
            bytes.append(contentsOf: rgba[start..<(start + width * 4)])
        }
    }
}
