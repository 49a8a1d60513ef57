import VitrineGeometry

/// A run of a ``DrawList``'s triangles appended together, one material, for one shape or one
/// text: the unit that ``DrawList/makeDrawCalls()`` may move to join an earlier run of the same
/// material, when nothing drawn in between overlaps it.
public struct DrawRun: Hashable, Sendable {
    /// What the triangles are drawn with.
    public var material: DrawMaterial
    /// The first index of the run in ``DrawList/indices``.
    public var indexStart: Int
    /// How many indices the run has: three per triangle.
    public var indexCount: Int
    /// The smallest vertex index the run's triangles use.
    public var lowestVertex: Int
    /// The largest vertex index the run's triangles use.
    public var highestVertex: Int
    /// The box on screen, in pixels, that holds every triangle of the run.
    public var bounds: Rect

    /// Creates an empty run of `material` starting at index `indexStart`.
    public init(material: DrawMaterial, indexStart: Int) {
        self.material = material
        self.indexStart = indexStart
        self.indexCount = 0
        self.lowestVertex = Int.max
        self.highestVertex = -1
        self.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
    }
}
