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
/// every triangle of every shape has the same (clockwise on screen) winding.
public struct DrawList: Sendable {
    /// The vertices, in pixels.
    public private(set) var vertices: [DrawVertex] = []
    /// Three indices into ``vertices`` per triangle.
    public private(set) var indices: [UInt32] = []
    /// How corners are split into segments and how wide the anti-aliasing fringe is.
    public var tessellation: Tessellation
    /// Counts of what the list holds, for tests and benchmarks.
    public private(set) var statistics = Statistics()

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
        statistics = Statistics()
    }

    /// Appends one vertex, already in pixels.
    mutating func appendVertex(_ vertex: DrawVertex) {
        vertices.append(vertex)
    }

    /// Appends the indices of one triangle, relative to `base`.
    mutating func appendTriangle(_ base: Int, _ a: Int, _ b: Int, _ c: Int) {
        indices.append(UInt32(base + a))
        indices.append(UInt32(base + b))
        indices.append(UInt32(base + c))
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
