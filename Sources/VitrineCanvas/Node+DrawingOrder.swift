extension Node {
    /// The indices of ``children`` in the order they are drawn, back to front: increasing
    /// ``zPosition``, and children with equal positions in their order in ``children``.
    ///
    /// A z position that is not a number counts as 0, so a faulty value cannot make the order
    /// depend on how the sort compares. Drawing (``DrawList/append(_:pixelScale:glyphs:pictures:hiddenUnder:)``) and
    /// hit testing (``frontmostChild(at:)``) both follow this order, so the child a click finds
    /// is the one the eye sees on top.
    ///
    /// ```swift
    /// var back = Node(), front = Node()
    /// front.zPosition = 1
    /// Node(children: [front, back]).childDrawingOrder  // [1, 0]
    /// ```
    public var childDrawingOrder: [Int] {
        let keys = children.map { $0.zPosition.isNaN ? 0 : $0.zPosition }
        guard let first = keys.first, keys.contains(where: { $0 != first }) else {
            return Array(children.indices)
        }
        return children.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
    }

    /// Whether ``childDrawingOrder`` is the children's own order: every child has the same
    /// ``zPosition`` (NaN counting as 0), as is usual. Worked out without allocating.
    var hasChildrenInDrawingOrder: Bool {
        guard !children.isEmpty else { return true }
        let first = children[0].zPosition.isNaN ? 0 : children[0].zPosition
        return children.allSatisfy { ($0.zPosition.isNaN ? 0 : $0.zPosition) == first }
    }
}
