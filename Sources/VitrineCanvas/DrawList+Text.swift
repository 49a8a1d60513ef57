import VitrineGeometry

extension DrawList {
    /// Appends one quad per glyph of `text`, laid out inside a box `width` points wide centered
    /// on the local origin: lines split at newlines, centered vertically, aligned horizontally.
    ///
    /// Glyphs are rasterized at the size the text has on screen, so scaled text stays sharp;
    /// where the transform only moves and scales by whole glyph pixels, each glyph is snapped to
    /// the pixel grid so that it is drawn texel for pixel.
    public mutating func appendText(_ text: String, fontSize: Double, color: Color, alignment: TextAlignment,
                                    width: Double, transform: Transform3D, glyphs: any TextureAtlas) {
        let fill = color.rgba8
        guard fill.alpha > 0, fontSize.isFinite, fontSize > 0 else { return }
        let scale = Self.largestScale(of: transform, around: Size(width: 2, height: 2), radius: 1)
        let pixelSize = Int((fontSize * scale).rounded())
        guard pixelSize >= 3, let metrics = glyphs.lineMetrics(pixelSize: min(pixelSize, 256)) else { return }
        let size = min(pixelSize, 256)
        // Local units per glyph pixel.
        let unit = fontSize / Double(size)
        let snaps = transform.isAffine && transform.m12 == 0 && transform.m21 == 0
            && abs(transform.m11 * unit - 1) < 1e-3 && abs(transform.m22 * unit - 1) < 1e-3

        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let blockHeight = Double(lines.count) * metrics.lineHeight * unit
        var baseline = -blockHeight / 2 + metrics.ascent * unit
        for line in lines {
            let scalars = Array(line.unicodeScalars)
            let lineWidth = Self.advanceWidth(of: scalars, pixelSize: size, glyphs: glyphs) * unit
            var pen: Double
            switch alignment {
            case .leading: pen = -width / 2
            case .center: pen = -lineWidth / 2
            case .trailing: pen = width / 2 - lineWidth
            }
            for (index, scalar) in scalars.enumerated() {
                if index > 0 { pen += glyphs.kerning(between: scalars[index - 1], and: scalar, pixelSize: size) * unit }
                guard let glyph = glyphs.glyph(for: scalar, pixelSize: size) else { continue }
                if !glyph.bounds.isEmpty {
                    let box = Rect(x: pen + glyph.bounds.minX * unit, y: baseline + glyph.bounds.minY * unit,
                                   width: glyph.bounds.width * unit, height: glyph.bounds.height * unit)
                    appendGlyphQuad(box, glyph: glyph, color: fill, transform: transform, snapsToPixels: snaps)
                }
                pen += glyph.advance * unit
            }
            baseline += metrics.lineHeight * unit
        }
    }

    /// The width of a line in glyph pixels: advances plus kerning.
    static func advanceWidth(of scalars: [Unicode.Scalar], pixelSize: Int, glyphs: any TextureAtlas) -> Double {
        var width = 0.0
        for (index, scalar) in scalars.enumerated() {
            if index > 0 { width += glyphs.kerning(between: scalars[index - 1], and: scalar, pixelSize: pixelSize) }
            width += glyphs.glyph(for: scalar, pixelSize: pixelSize)?.advance ?? 0
        }
        return width
    }

    private mutating func appendGlyphQuad(_ box: Rect, glyph: Glyph, color: RGBA8, transform: Transform3D,
                                          snapsToPixels: Bool) {
        let corners = [Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY),
                       Point(x: box.maxX, y: box.maxY), Point(x: box.minX, y: box.maxY)]
        var projected: [Point] = []
        projected.reserveCapacity(4)
        for corner in corners {
            guard let point = transform.project(corner), point.x.isFinite, point.y.isFinite else { return }
            projected.append(point)
        }
        if snapsToPixels {
            let shift = Point(x: projected[0].x.rounded() - projected[0].x, y: projected[0].y.rounded() - projected[0].y)
            projected = projected.map { $0 + shift }
        }
        require(snapsToPixels ? .nearest : .smooth)
        let t0 = glyph.texture.topLeft, t1 = glyph.texture.bottomRight
        let texture = [(t0.u, t0.v), (t1.u, t0.v), (t1.u, t1.v), (t0.u, t1.v)]
        let base = vertices.count
        for (point, uv) in zip(projected, texture) {
            appendVertex(DrawVertex(x: Float(point.x), y: Float(point.y), color: color, u: uv.0, v: uv.1))
        }
        appendTriangle(base, 0, 1, 2)
        appendTriangle(base, 0, 2, 3)
        count { $0.glyphs += 1 }
    }
}
