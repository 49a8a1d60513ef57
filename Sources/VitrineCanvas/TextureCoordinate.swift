/// A point in a texture, in normalized units: (0, 0) is the top-left texel corner and (1, 1) the
/// bottom-right one.
public struct TextureCoordinate: Hashable, Sendable {
    /// The horizontal coordinate, 0...1.
    public var u: Float
    /// The vertical coordinate, 0...1.
    public var v: Float

    /// Creates a texture coordinate.
    public init(u: Float, v: Float) {
        self.u = u
        self.v = v
    }

    /// The top-left corner of the texture.
    public static let zero = TextureCoordinate(u: 0, v: 0)
}
