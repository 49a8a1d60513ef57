import VitrineGeometry

/// One vertex of a ``DrawList``: a position in window pixels, a color and a texture coordinate
/// into the atlas (unused by solid shapes, which sample no texture).
///
/// The memory layout (two floats, four color bytes, two floats: 20 bytes) is the one
/// `SDL_Vertex` has, so a backend can hand the array to the GPU as it is.
public struct DrawVertex: Hashable, Sendable {
    /// The horizontal position in pixels.
    public var x: Float
    /// The vertical position in pixels, growing downwards.
    public var y: Float
    /// The color, straight alpha.
    public var color: RGBA8
    /// The horizontal texture coordinate, 0...1.
    public var u: Float
    /// The vertical texture coordinate, 0...1.
    public var v: Float

    /// Creates a vertex.
    public init(x: Float, y: Float, color: RGBA8, u: Float, v: Float) {
        self.x = x
        self.y = y
        self.color = color
        self.u = u
        self.v = v
    }

    /// The position as a point.
    public var position: Point { Point(x: Double(x), y: Double(y)) }
}
