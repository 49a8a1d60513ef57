/// How the atlas is sampled for a triangle.
public enum TextureFilter: Hashable, Sendable {
    /// Texel for pixel: for masks and glyphs placed on whole pixels at their raster size. The
    /// cheapest to draw.
    case nearest
    /// Bilinear: for glyphs turned, scaled or tilted away from their raster.
    case smooth
}
