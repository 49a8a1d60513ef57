import VitrineGeometry

/// Triangles ready for the screen: positions already projected to window pixels, colors with
/// anti-aliasing alpha baked in, and texture coordinates into one atlas shared by masks and
/// text.
///
/// Build one per frame from a node tree with ``append(_:pixelScale:glyphs:pictures:hiddenUnder:)``, or shape by
/// shape with ``appendRoundedRect(size:cornerRadius:transform:color:isDoubleSided:)``.
/// ``removeAll()`` keeps the storage for the next frame.
///
/// Triangles come in the order they are appended, which is the order they must be drawn in:
/// every triangle of every shape has the same (clockwise on screen) winding. They are kept in
/// ``runs``, one per shape or text and material; ``makeDrawCalls()`` groups the runs into as
/// few calls as the order allows, one per material.
public struct DrawList: Sendable {
    /// The vertices, in pixels.
    public internal(set) var vertices: [DrawVertex] = []
    /// Three indices per triangle into ``vertices``.
    public internal(set) var indices: [UInt32] = []
    /// The runs of triangles, in the order they were appended.
    public internal(set) var runs: [DrawRun] = []
    /// How corners are split into segments and how wide the anti-aliasing fringe is.
    public var tessellation: Tessellation
    /// Counts of what the list holds, for tests and benchmarks.
    @_spi(Vitrine) public internal(set) var statistics = Statistics()

    /// Reused buffers, so that a frame allocates nothing once the list has warmed up.
    var scratch = Scratch()

    /// How far from the origin, in pixels along x or y, a vertex may lie: 2²², 4,194,304.
    ///
    /// Far past the largest window (8,192 points, at any pixel scale up to 512), and near enough
    /// that the `Float` a vertex keeps is finite and within half a pixel. A rounded shape that
    /// reaches past it is clipped to it, keeping exactly the part any window shows; a glyph or a
    /// mask's quad that reaches past it is left out. So a list is finite whatever sizes,
    /// transforms and scales its nodes have.
    public static let guardBand = 4_194_304.0

    /// Creates an empty draw list.
    public init(tessellation: Tessellation = Tessellation()) {
        self.tessellation = tessellation
    }

    /// The number of triangles.
    public var triangleCount: Int { indices.count / 3 }

    /// Whether the list holds no triangles.
    public var isEmpty: Bool { indices.isEmpty }

    /// Empties the list, keeping its storage for the next frame.
    public mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        runs.removeAll(keepingCapacity: true)
        statistics = Statistics()
    }

    /// Starts a run: the triangles appended next, up to the next call, belong to one shape or
    /// text and are drawn with `material`. An empty run left behind is dropped.
    mutating func beginRun(_ material: DrawMaterial) {
        if let last = runs.last, last.indexCount == 0 {
            runs[runs.count - 1] = DrawRun(material: material, indexStart: indices.count)
        } else {
            runs.append(DrawRun(material: material, indexStart: indices.count))
        }
    }

    /// Appends one vertex, already in pixels.
    mutating func appendVertex(_ vertex: DrawVertex) {
        vertices.append(vertex)
    }

    /// Appends one triangle of the current run, whose vertices are `base + a`, `base + b` and
    /// `base + c` of ``vertices``.
    mutating func appendTriangle(_ base: Int, _ a: Int, _ b: Int, _ c: Int) {
        if runs.isEmpty { beginRun(.solid) }
        let first = base + a, second = base + b, third = base + c
        indices.append(UInt32(first))
        indices.append(UInt32(second))
        indices.append(UInt32(third))
        let p = vertices[first], q = vertices[second], r = vertices[third]
        extendRun(
            indexCount: 3, lowestVertex: min(first, second, third), highestVertex: max(first, second, third),
            minX: min(p.x, q.x, r.x), minY: min(p.y, q.y, r.y), maxX: max(p.x, q.x, r.x), maxY: max(p.y, q.y, r.y))
    }

    /// Appends the two triangles of the quad whose corners, clockwise on screen, are the four
    /// vertices from `base`: the two triangles share the diagonal from the first to the third.
    mutating func appendQuad(_ base: Int) {
        if runs.isEmpty { beginRun(.solid) }
        let first = UInt32(base)
        indices.append(first)
        indices.append(first + 1)
        indices.append(first + 2)
        indices.append(first)
        indices.append(first + 2)
        indices.append(first + 3)
        extendRun(indexCount: 6, coveringVerticesFrom: base)
    }

    /// Counts `indexCount` indices just appended in the current run, every one of them a vertex
    /// from `base` to the end of ``vertices``: the run's bounds grow once, to hold them all.
    mutating func extendRun(indexCount: Int, coveringVerticesFrom base: Int) {
        guard base < vertices.count else { return }
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        for vertex in vertices[base...] {
            minX = min(minX, vertex.x)
            minY = min(minY, vertex.y)
            maxX = max(maxX, vertex.x)
            maxY = max(maxY, vertex.y)
        }
        extendRun(
            indexCount: indexCount, lowestVertex: base, highestVertex: vertices.count - 1,
            minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    private mutating func extendRun(
        indexCount: Int, lowestVertex: Int, highestVertex: Int, minX: Float, minY: Float, maxX: Float, maxY: Float
    ) {
        let box = Rect(x: Double(minX), y: Double(minY), width: Double(maxX) - Double(minX), height: Double(maxY) - Double(minY))
        let last = runs.count - 1
        runs[last].bounds = runs[last].indexCount == 0 ? box : runs[last].bounds.union(box)
        runs[last].lowestVertex = min(runs[last].lowestVertex, lowestVertex)
        runs[last].highestVertex = max(runs[last].highestVertex, highestVertex)
        runs[last].indexCount += indexCount
    }

    mutating func count(_ update: (inout Statistics) -> Void) {
        update(&statistics)
    }
}

extension DrawList {
    /// What a draw list holds: counts for tests and benchmarks.
    @_spi(Vitrine) public struct Statistics: Hashable, Sendable {
        /// Rounded rectangles that produced triangles.
        public var shapes = 0
        /// Rounded rectangles skipped because they faced away and were not double-sided.
        public var culledShapes = 0
        /// Glyph quads.
        public var glyphs = 0
        /// Rounded rectangles drawn as one quad of an atlas mask, or a grid of them, rather than
        /// tessellated.
        public var maskedShapes = 0
        /// Pictures drawn, cut to their nodes.
        public var pictures = 0
        /// Pictures whose texture was not ready, so their nodes showed their fill alone.
        public var picturesWaiting = 0
        /// Nodes left out because something opaque drawn after them covers them.
        public var hiddenShapes = 0
        /// Cards whose fill was left out because their own opaque picture covers it.
        public var hiddenFills = 0

        /// Creates empty statistics.
        public init() {}
    }

    /// Buffers reused from shape to shape.
    struct Scratch: Sendable {
        var outline: [Vector4] = []
        var clipped: [Vector4] = []
        var points: [Point] = []
        var normals: [Point] = []
        var miters: [Point] = []
        var local: [Point] = []
        var cell: [Point] = []
        var piece: [Point] = []
        /// The number of the next node in drawing order, from 0 for each tree appended.
        var drawingNumber = 0
    }
}
