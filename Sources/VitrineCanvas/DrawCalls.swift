/// A ``DrawList`` as the calls a backend makes, from ``DrawList/makeDrawCalls()``: the list's
/// triangles regrouped so that runs of one material are drawn together where the order of
/// drawing cannot show, each group's indices counted from its command's first vertex.
public struct DrawCalls: Sendable {
    /// The triangles' indices, three a triangle, call after call; each call's count from its
    /// ``DrawCommand/vertexStart`` in the list's vertices.
    public var indices: [UInt32] = []
    /// The calls, in the order they are made.
    public var commands: [DrawCommand] = []

    /// Creates no calls.
    public init() {}
}
