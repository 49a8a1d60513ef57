import CSDL2
@_spi(Vitrine) import VitrineCanvas

extension Atlas {
    /// Closes the sizes asked for longest ago, down to ``maximumOpenFonts``. Their glyphs stay in
    /// the atlas; a size asked for again is opened again.
    func closeFontsUsedLongestAgo() {
        fonts.removeLeastRecentlyUsed()
    }

    /// The font at `pixelSize`, opened the first time it is asked for (`nil` when it cannot be).
    func font(pixelSize: Int) -> Font? {
        if let open = fonts.value(for: pixelSize, usedAt: frameNumber) { return open }
        guard let font = try? Font(file: fontFile, pixelSize: pixelSize) else { return nil }
        fonts.insert(font, for: pixelSize, usedAt: frameNumber)
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
        let kerning = Double(TTF_GetFontKerningSizeGlyphs32(font.pointer, left.value, right.value))
        // Pairs repeat from frame to frame (the same labels are laid out every frame); the
        // table starts afresh rather than growing without end.
        kernings.insert(kerning, for: key)
        return kerning
    }
}
