/// A run of a ``DrawList``'s triangles drawn in one call, with one way of sampling the atlas.
public struct DrawCommand: Hashable, Sendable {
    /// How the atlas is sampled, or `nil` when every triangle of the run samples only the white
    /// texel (or nothing), so that either filter does.
    public var filter: TextureFilter?
    /// The first vertex the run uses; its indices count from here.
    public var vertexStart: Int
    /// How many vertices the run uses.
    public var vertexCount: Int
    /// The first index of the run in ``DrawList/indices``.
    public var indexStart: Int
    /// How many indices the run has: three per triangle.
    public var indexCount: Int

    /// Creates a command.
    public init(filter: TextureFilter?, vertexStart: Int, vertexCount: Int, indexStart: Int, indexCount: Int) {
        self.filter = filter
        self.vertexStart = vertexStart
        self.vertexCount = vertexCount
        self.indexStart = indexStart
        self.indexCount = indexCount
    }
}
