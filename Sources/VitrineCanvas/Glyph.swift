import VitrineGeometry

/// A rasterized glyph: where its image sits relative to the pen, how far the pen moves after
/// it, and where its image lies in the atlas texture.
public struct Glyph: Hashable, Sendable {
    /// How far the pen moves to the right after this glyph, in pixels.
    public var advance: Double
    /// The glyph image's rectangle in pixels relative to the pen on the baseline (y down, so
    /// the top of a capital letter has a negative `minY`). Empty for a space.
    public var bounds: Rect
    /// Where the image lies in the atlas.
    public var texture: TextureRegion

    /// Creates a glyph.
    public init(advance: Double, bounds: Rect, texture: TextureRegion) {
        self.advance = advance
        self.bounds = bounds
        self.texture = texture
    }
}
