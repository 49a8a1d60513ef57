/// Where a ``DrawList`` gets glyphs from: a font rasterized into an atlas texture that also holds
/// a white texel for untextured shapes, so that shapes and text share one texture.
///
/// The canvas never rasterizes anything itself; a backend (Vitrine's SDL one uses SDL2_ttf)
/// conforms and rasterizes each glyph once, the first time it is asked for it.
public protocol GlyphProvider: AnyObject {
    /// A texture coordinate inside a block of white, opaque texels: shapes use it so that their
    /// vertex colors come through unchanged.
    var whiteTexel: TextureCoordinate { get }

    /// The vertical measures of the font at `pixelSize`, or `nil` when the font cannot be used at
    /// that size.
    func lineMetrics(pixelSize: Int) -> LineMetrics?

    /// The glyph for `scalar` at `pixelSize`, rasterizing it into the atlas on first use, or
    /// `nil` when the font has no such glyph or the atlas has no room left for it.
    func glyph(for scalar: Unicode.Scalar, pixelSize: Int) -> Glyph?

    /// The kerning adjustment in pixels between two consecutive scalars at `pixelSize`.
    func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar, pixelSize: Int) -> Double
}
