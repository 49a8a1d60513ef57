import VitrineGeometry

extension DrawList {
    /// Appends one quad per glyph of `text`, laid out inside a box `width` points wide centered
    /// on the local origin: lines split at newlines, centered vertically, aligned horizontally,
    /// with `letterSpacing` points added between consecutive characters of a line.
    ///
    /// Glyphs are rasterized at the size the text has on screen, so scaled text stays sharp
    /// (above 32 pixels, at the nearest size of a ladder with steps of about 6 %: see
    /// `rasterSize(for:)`); where the transform only moves and scales by whole glyph pixels,
    /// each glyph is snapped to the pixel grid so that it is drawn texel for pixel.
    public mutating func appendText(
        _ text: String, fontSize: Double, color: Color, alignment: TextAlignment,
        letterSpacing: Double = 0, width: Double, transform: Transform3D, glyphs: any TextureAtlas
    ) {
        let fill = color.rgba8
        guard fill.alpha > 0, fontSize.isFinite, fontSize > 0 else { return }
        let scale = Self.largestScale(of: transform, around: Size(width: 2, height: 2), radius: 1)
        let size = Self.rasterSize(for: fontSize * scale)
        guard size >= 3, let metrics = glyphs.lineMetrics(pixelSize: size) else { return }
        // Local units per glyph pixel.
        let unit = fontSize / Double(size)
        // Text that is only moved and scaled evenly, at a raster of whole pixels (up to 32), is
        // drawn texel for pixel at whole-pixel positions: sharp however the scale rounds.
        let snaps =
            transform.isAffine && transform.m12 == 0 && transform.m21 == 0 && transform.m11 > 0
            && abs(transform.m11 - transform.m22) <= 1e-9 * transform.m11
            && (size <= 32 || abs(transform.m11 * unit - 1) < 1e-3)

        beginRun(.atlas(snaps ? .nearest : .smooth))
        let spacing = letterSpacing.isFinite ? letterSpacing : 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let blockHeight = Double(lines.count) * metrics.lineHeight * unit
        var baseline = -blockHeight / 2 + metrics.ascent * unit
        for line in lines {
            let scalars = Array(line.unicodeScalars)
            let lineWidth =
                Self.advanceWidth(of: scalars, pixelSize: size, glyphs: glyphs).width * unit
                + Double(max(scalars.count - 1, 0)) * spacing
            var pen: Double
            switch alignment {
            case .leading: pen = -width / 2
            case .center: pen = -lineWidth / 2
            case .trailing: pen = width / 2 - lineWidth
            }
            for (index, scalar) in scalars.enumerated() {
                if index > 0 {
                    pen += glyphs.kerning(between: scalars[index - 1], and: scalar, pixelSize: size) * unit + spacing
                }
                guard let glyph = glyphs.glyph(for: scalar, pixelSize: size) else { continue }
                if !glyph.bounds.isEmpty {
                    let box = Rect(
                        x: pen + glyph.bounds.minX * unit, y: baseline + glyph.bounds.minY * unit,
                        width: glyph.bounds.width * unit, height: glyph.bounds.height * unit)
                    appendGlyphQuad(box, glyph: glyph, color: fill, transform: transform, snapsToPixels: snaps)
                }
                pen += glyph.advance * unit
            }
            baseline += metrics.lineHeight * unit
        }
    }

    /// The pixel size glyphs are rasterized at for text `pixels` tall on screen: the nearest
    /// whole pixel up to 32, then the nearest multiple of 2 up to 64, of 4 up to 128 and of 8 up
    /// to 256, the largest. Text that zooms (a card coming forward in 3-D) then reuses a few
    /// dozen sizes instead of rasterizing every glyph again at a new size every frame, and is
    /// drawn at most 3 % larger or smaller than its raster, with bilinear sampling.
    static func rasterSize(for pixels: Double) -> Int {
        guard pixels.isFinite, pixels > 0 else { return 0 }
        let exact = pixels.rounded()
        guard exact > 32 else { return Int(exact) }
        let step = exact > 128 ? 8.0 : exact > 64 ? 4.0 : 2.0
        return Int(min((pixels / step).rounded() * step, 256))
    }

    /// The width of a line in glyph pixels: advances plus kerning; and whether the atlas had
    /// every glyph (one it had no room for counts as nothing).
    static func advanceWidth(
        of scalars: [Unicode.Scalar], pixelSize: Int, glyphs: any TextureAtlas
    ) -> (width: Double, hasEveryGlyph: Bool) {
        var width = 0.0, hasEveryGlyph = true
        for (index, scalar) in scalars.enumerated() {
            if index > 0 { width += glyphs.kerning(between: scalars[index - 1], and: scalar, pixelSize: pixelSize) }
            if let glyph = glyphs.glyph(for: scalar, pixelSize: pixelSize) {
                width += glyph.advance
            } else {
                hasEveryGlyph = false
            }
        }
        return (width, hasEveryGlyph)
    }

    private mutating func appendGlyphQuad(
        _ box: Rect, glyph: Glyph, color: RGBA8, transform: Transform3D,
        snapsToPixels: Bool
    ) {
        // The corners clockwise from the top-left; a corner behind the eye drops the glyph.
        guard let topLeft = Self.projected(Point(x: box.minX, y: box.minY), transform),
            let topRight = Self.projected(Point(x: box.maxX, y: box.minY), transform),
            let bottomRight = Self.projected(Point(x: box.maxX, y: box.maxY), transform),
            let bottomLeft = Self.projected(Point(x: box.minX, y: box.maxY), transform)
        else { return }
        let t0 = glyph.texture.topLeft, t1 = glyph.texture.bottomRight
        let base = vertices.count
        if snapsToPixels {
            // The glyph's own raster, one texel a pixel, from the whole pixel nearest its corner.
            let corner = Point(x: topLeft.x.rounded(), y: topLeft.y.rounded())
            let width = glyph.bounds.width, height = glyph.bounds.height
            appendGlyphVertex(corner, u: t0.u, v: t0.v, color: color)
            appendGlyphVertex(Point(x: corner.x + width, y: corner.y), u: t1.u, v: t0.v, color: color)
            appendGlyphVertex(Point(x: corner.x + width, y: corner.y + height), u: t1.u, v: t1.v, color: color)
            appendGlyphVertex(Point(x: corner.x, y: corner.y + height), u: t0.u, v: t1.v, color: color)
        } else {
            appendGlyphVertex(topLeft, u: t0.u, v: t0.v, color: color)
            appendGlyphVertex(topRight, u: t1.u, v: t0.v, color: color)
            appendGlyphVertex(bottomRight, u: t1.u, v: t1.v, color: color)
            appendGlyphVertex(bottomLeft, u: t0.u, v: t1.v, color: color)
        }
        appendQuad(base)
        count { $0.glyphs += 1 }
    }

    private mutating func appendGlyphVertex(_ point: Point, u: Float, v: Float, color: RGBA8) {
        appendVertex(DrawVertex(x: Float(point.x), y: Float(point.y), color: color, u: u, v: v))
    }

    /// `point` on screen, or `nil` when it lands behind the eye or past ``guardBand``.
    private static func projected(_ point: Point, _ transform: Transform3D) -> Point? {
        guard let screen = transform.project(point), abs(screen.x) <= guardBand, abs(screen.y) <= guardBand else { return nil }
        return screen
    }
}
