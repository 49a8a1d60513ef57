/// Where a ``DrawList`` gets its texture from: one atlas holding the glyphs of a font and
/// coverage masks of rounded rectangles, so that a frame's text and masked shapes share one
/// texture.
///
/// The canvas never rasterizes anything itself; a backend (Vitrine's SDL one uses SDL2_ttf for
/// glyphs) conforms and rasterizes each glyph or mask once, the first time it is asked for it.
public protocol TextureAtlas: AnyObject {
    /// The vertical measures of the font at `pixelSize`, or `nil` when the font cannot be used at
    /// that size.
    func lineMetrics(pixelSize: Int) -> LineMetrics?

    /// The glyph for `scalar` at `pixelSize`, rasterizing it into the atlas on first use, or
    /// `nil` when the font has no such glyph or the atlas has no room left for it.
    func glyph(for scalar: Unicode.Scalar, pixelSize: Int) -> Glyph?

    /// The kerning adjustment in pixels between two consecutive scalars at `pixelSize`.
    func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar, pixelSize: Int) -> Double

    /// Where the atlas holds `mask`'s coverage (white texels whose alpha is the coverage),
    /// rasterizing it on first use; `nil` when the atlas cannot hold it now, and the shape is
    /// then tessellated instead.
    func region(for mask: RoundedRectMask) -> TextureRegion?
}

extension TextureAtlas {
    /// An atlas without masks: every rounded rectangle is tessellated.
    public func region(for mask: RoundedRectMask) -> TextureRegion? { nil }
}
