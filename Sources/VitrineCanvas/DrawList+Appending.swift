extension DrawList {
    /// Appends every triangle of `other` after this list's, in its order and with its runs'
    /// materials, as if its shapes had been appended here.
    public mutating func append(contentsOf other: DrawList) {
        let offset = vertices.count, indexOffset = indices.count
        vertices.append(contentsOf: other.vertices)
        indices.append(contentsOf: other.indices.lazy.map { $0 + UInt32(offset) })
        if let last = runs.last, last.indexCount == 0 { runs.removeLast() }
        for run in other.runs where run.indexCount > 0 {
            var moved = run
            moved.indexStart += indexOffset
            moved.lowestVertex += offset
            moved.highestVertex += offset
            runs.append(moved)
        }
        statistics.shapes += other.statistics.shapes
        statistics.culledShapes += other.statistics.culledShapes
        statistics.glyphs += other.statistics.glyphs
        statistics.maskedShapes += other.statistics.maskedShapes
    }
}
