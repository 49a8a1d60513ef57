/// Measures text with the glyphs it is drawn with: the same raster size, advances and kerning
/// as ``DrawList/appendText(_:fontSize:color:alignment:letterSpacing:width:transform:glyphs:)``
/// uses for text that is not scaled by its node's transform, so a measured width is the drawn
/// one.
public struct GlyphTextMeasure: TextMeasuring {
    /// The atlas whose glyphs draw the text.
    public let glyphs: any TextureAtlas
    /// Drawn pixels per point: 2 on a HiDPI display, where glyphs are rasterized at twice the size.
    public let pixelScale: Double

    /// A measure of text drawn with `glyphs` at `pixelScale` pixels per point.
    public init(glyphs: any TextureAtlas, pixelScale: Double = 1) {
        self.glyphs = glyphs
        self.pixelScale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
    }

    /// The width in points of the widest line of `text` at `fontSize`.
    public func width(of text: String, fontSize: Double) -> Double {
        guard fontSize.isFinite, fontSize > 0 else { return 0 }
        let size = DrawList.rasterSize(for: fontSize * pixelScale)
        guard size >= 3 else { return 0 }
        // Points per glyph pixel.
        let unit = fontSize / Double(size)
        var widest = 0.0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let pixels = DrawList.advanceWidth(of: Array(line.unicodeScalars), pixelSize: size, glyphs: glyphs)
            widest = max(widest, pixels * unit)
        }
        return widest
    }
}
