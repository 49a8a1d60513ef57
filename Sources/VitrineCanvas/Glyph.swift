import VitrineGeometry

/// A rasterized glyph: where its image sits relative to the pen, how far the pen moves after
/// it, and where its image lies in the atlas texture.
public struct Glyph: Hashable, Sendable {
    /// How far the pen moves to the right after this glyph, in pixels.
    public var advance: Double
    /// The glyph image's rectangle in pixels relative to the pen on the baseline (y down, so
    /// the top of a capital letter has a negative `minY`). Empty for a space.
    public var bounds: Rect
    /// The atlas texel corner at the image's top-left.
    public var textureTopLeft: TextureCoordinate
    /// The atlas texel corner at the image's bottom-right.
    public var textureBottomRight: TextureCoordinate

    /// Creates a glyph.
    public init(advance: Double, bounds: Rect,
                textureTopLeft: TextureCoordinate, textureBottomRight: TextureCoordinate) {
        self.advance = advance
        self.bounds = bounds
        self.textureTopLeft = textureTopLeft
        self.textureBottomRight = textureBottomRight
    }
}
