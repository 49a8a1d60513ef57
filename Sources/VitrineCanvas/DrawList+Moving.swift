import VitrineGeometry

extension DrawList {
    /// The smallest rectangle that holds every triangle of the list, in its pixels; `nil` when
    /// the list has none.
    public var bounds: Rect? {
        var bounds: Rect?
        for run in runs where run.indexCount > 0 {
            bounds = bounds.map { $0.union(run.bounds) } ?? run.bounds
        }
        return bounds
    }

    /// Moves every triangle by `x` and `y` pixels, as when drawing the list into a texture whose
    /// top-left corner is at (−`x`, −`y`) of the frame. Moved by whole pixels toward the origin,
    /// each vertex lands exactly (its fraction of a pixel is kept bit for bit), so the
    /// triangles cover the same pixels, moved.
    public mutating func move(x: Float, y: Float) {
        for index in vertices.indices {
            vertices[index].x += x
            vertices[index].y += y
        }
        for index in runs.indices {
            runs[index].bounds.origin.x += Double(x)
            runs[index].bounds.origin.y += Double(y)
        }
    }
}
