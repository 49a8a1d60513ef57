import VitrineGeometry

/// Triangles ready for the screen: positions already projected to window pixels, colors with
/// anti-aliasing alpha baked in, and texture coordinates into one atlas shared by shapes and
/// text, so that a backend can draw a whole frame in one call.
///
/// Build one per frame from a node tree with ``append(_:pixelScale:glyphs:)``, or shape by
/// shape with ``appendRoundedRect(size:cornerRadius:transform:color:texture:isDoubleSided:)``.
/// ``removeAll()`` keeps the storage for the next frame.
///
/// Triangles come in the order they are appended, which is the order they must be drawn in:
/// every triangle of every shape has the same (clockwise on screen) winding. They are grouped
/// into ``commands``, one per change of texture filter, each a single call for a backend.
public struct DrawList: Sendable {
    /// The vertices, in pixels.
    public internal(set) var vertices: [DrawVertex] = []
    /// Three indices per triangle, each counted from its command's
    /// ``DrawCommand/vertexStart``.
    public internal(set) var indices: [UInt32] = []
    /// The runs of triangles a backend draws, one call each, in order.
    public internal(set) var commands: [DrawCommand] = []
    /// How corners are split into segments and how wide the anti-aliasing fringe is.
    public var tessellation: Tessellation
    /// Counts of what the list holds, for tests and benchmarks.
    public internal(set) var statistics = Statistics()

    /// Reused buffers, so that a frame allocates nothing once the list has warmed up.
    var scratch = Scratch()

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
        commands.removeAll(keepingCapacity: true)
        statistics = Statistics()
    }

    /// Makes sure the triangles appended next are sampled with `filter`, starting a new command
    /// when the current one samples otherwise. Call it before appending their vertices.
    mutating func require(_ filter: TextureFilter) {
        guard let last = commands.last else {
            commands.append(DrawCommand(filter: filter, vertexStart: 0, vertexCount: 0, indexStart: 0, indexCount: 0))
            return
        }
        if last.filter == nil {
            commands[commands.count - 1].filter = filter
        } else if last.filter != filter {
            commands.append(DrawCommand(filter: filter, vertexStart: vertices.count, vertexCount: 0,
                                        indexStart: indices.count, indexCount: 0))
        }
    }

    /// Appends one vertex, already in pixels.
    mutating func appendVertex(_ vertex: DrawVertex) {
        if commands.isEmpty {
            commands.append(DrawCommand(filter: nil, vertexStart: 0, vertexCount: 0, indexStart: 0, indexCount: 0))
        }
        vertices.append(vertex)
        commands[commands.count - 1].vertexCount += 1
    }

    /// Appends the indices of one triangle whose vertices are `base + a`, `base + b` and
    /// `base + c` of ``vertices``.
    mutating func appendTriangle(_ base: Int, _ a: Int, _ b: Int, _ c: Int) {
        let start = commands[commands.count - 1].vertexStart
        indices.append(UInt32(base + a - start))
        indices.append(UInt32(base + b - start))
        indices.append(UInt32(base + c - start))
        commands[commands.count - 1].indexCount += 3
    }

    mutating func count(_ update: (inout Statistics) -> Void) {
        update(&statistics)
    }
}

extension DrawList {
    /// What a draw list holds.
    public struct Statistics: Hashable, Sendable {
        /// Rounded rectangles that produced triangles.
        public var shapes = 0
        /// Rounded rectangles skipped because they faced away and were not double-sided.
        public var culledShapes = 0
        /// Glyph quads.
        public var glyphs = 0
        /// Rounded rectangles drawn as one quad of an atlas mask rather than tessellated.
        public var maskedShapes = 0

        /// Creates empty statistics.
        public init() {}
    }

    /// Buffers reused from shape to shape.
    struct Scratch: Sendable {
        var outline: [Vector4] = []
        var clipped: [Vector4] = []
        var points: [Point] = []
        var normals: [Point] = []
    }
}
