/// One call a backend makes to draw part of a ``DrawList``: triangles of one material, their
/// indices counted from ``vertexStart`` so that only the vertices they use are handed over.
public struct DrawCommand: Hashable, Sendable {
    /// What the triangles are drawn with.
    public var material: DrawMaterial
    /// The first vertex the call uses; its indices count from here.
    public var vertexStart: Int
    /// How many vertices from ``vertexStart`` the call hands over.
    public var vertexCount: Int
    /// The first index of the call in ``DrawCalls/indices``.
    public var indexStart: Int
    /// How many indices the call has: three per triangle.
    public var indexCount: Int

    /// Creates a command.
    public init(material: DrawMaterial, vertexStart: Int, vertexCount: Int, indexStart: Int, indexCount: Int) {
        self.material = material
        self.vertexStart = vertexStart
        self.vertexCount = vertexCount
        self.indexStart = indexStart
        self.indexCount = indexCount
    }

    /// The atlas filter, or `nil` when the call samples no texture.
    public var filter: TextureFilter? { material.filter }
}
