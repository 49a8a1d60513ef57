@_spi(Vitrine) import VitrineCanvas

extension Atlas {
    /// The font set to `pixelSize`, opened the first time a size is asked for (`nil` when it
    /// cannot be opened or set to that size).
    func font(pixelSize: Int) -> Font? {
        if let openFont {
            return openFont.setPixelSize(pixelSize) ? openFont : nil
        }
        guard let font = try? Font(file: fontFile, pixelSize: pixelSize) else { return nil }
        openFont = font
        return font
    }

    /// The font's ascent, descent and line skip at `pixelSize`.
    public func lineMetrics(pixelSize: Int) -> LineMetrics? {
        if let known = lineMetricsBySize[pixelSize] { return known }
        guard let font = font(pixelSize: pixelSize) else { return nil }
        let metrics = LineMetrics(
            ascent: Double(font.ascent), descent: Double(-font.descent),
            lineHeight: Double(font.lineSkip))
        lineMetricsBySize[pixelSize] = metrics
        return metrics
    }

    /// SDL2_ttf's kerning between two glyphs at `pixelSize`.
    public func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar, pixelSize: Int) -> Double {
        let key = KerningKey(left: left, right: right, pixelSize: pixelSize)
        if let known = kernings[key] { return known }
        guard let font = font(pixelSize: pixelSize) else { return 0 }
        let kerning = Double(font.kerning(between: left, and: right))
        // Pairs repeat from frame to frame (the same labels are laid out every frame); the
        // table starts afresh rather than growing without end.
        kernings.insert(kerning, for: key)
        return kerning
    }
}
