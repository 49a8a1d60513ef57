/// A rectangle of an atlas texture, by its two corners in normalized coordinates.
public struct TextureRegion: Hashable, Sendable {
    /// The corner at the top-left texel's top-left.
    public var topLeft: TextureCoordinate
    /// The corner at the bottom-right texel's bottom-right.
    public var bottomRight: TextureCoordinate

    /// Creates a region from its two corners.
    public init(topLeft: TextureCoordinate, bottomRight: TextureCoordinate) {
        self.topLeft = topLeft
        self.bottomRight = bottomRight
    }
}
