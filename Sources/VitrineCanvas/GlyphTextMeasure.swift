/// Measures text with the glyphs it is drawn with: the same raster size, advances and kerning
/// as ``DrawList/appendText(_:fontSize:color:alignment:letterSpacing:width:transform:glyphs:)``
/// uses for text that is not scaled by its node's transform, so a measured width is the drawn
/// one.
///
/// Widths are kept, by text and size (at most ``keptWidths`` of them): a panel lays out the
/// same labels every frame, and a width costs a lookup a letter and a pair.
public struct GlyphTextMeasure: TextMeasuring {
    /// The atlas whose glyphs draw the text.
    public let glyphs: any TextureAtlas
    /// Drawn pixels per point: 2 on a HiDPI display, where glyphs are rasterized at twice the size.
    public let pixelScale: Double

    /// The most widths kept; one more empties the store first.
    public static let keptWidths = 4096

    /// The widths measured so far, shared by the measure's copies: a width depends on nothing
    /// but the text, the size and the font, which stay the same for a measure's life.
    private let widths = KeptWidths()

    /// Where a measure keeps its widths.
    private final class KeptWidths {
        struct Key: Hashable {
            var text: String
            var fontSize: Double
        }

        var values = CappedCache<Key, Double>(capacity: GlyphTextMeasure.keptWidths)
    }

    /// A measure of text drawn with `glyphs` at `pixelScale` pixels per point.
    public init(glyphs: any TextureAtlas, pixelScale: Double = 1) {
        self.glyphs = glyphs
        self.pixelScale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
    }

    /// The width in points of the widest line of `text` at `fontSize`.
    public func width(of text: String, fontSize: Double) -> Double {
        guard fontSize.isFinite, fontSize > 0 else { return 0 }
        let key = KeptWidths.Key(text: text, fontSize: fontSize)
        if let kept = widths.values[key] { return kept }
        let size = DrawList.rasterSize(for: fontSize * pixelScale)
        guard size >= 3 else { return 0 }
        // Points per glyph pixel.
        let unit = fontSize / Double(size)
        var widest = 0.0, isComplete = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let (pixels, hasEveryGlyph) = DrawList.advanceWidth(of: Array(line.unicodeScalars), pixelSize: size, glyphs: glyphs)
            widest = max(widest, pixels * unit)
            isComplete = isComplete && hasEveryGlyph
        }
        // A glyph the atlas had no room for counts as nothing: measured again next time.
        if isComplete { widths.values.insert(widest, for: key) }
        return widest
    }
}
