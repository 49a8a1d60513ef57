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
        reorderedChildren ?? Array(children.indices)
    }

    /// ``childDrawingOrder`` where it differs from the children's own order, `nil` where every
    /// child has the same ``zPosition`` (NaN counting as 0), as is usual: told without
    /// allocating, so a traversal visits `children[reorderedChildren?[k] ?? k]`.
    var reorderedChildren: [Int]? {
        guard !children.isEmpty else { return nil }
        let first = Self.drawingKey(children[0].zPosition)
        guard children.contains(where: { Self.drawingKey($0.zPosition) != first }) else { return nil }
        let keys = children.map { Self.drawingKey($0.zPosition) }
        return children.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
    }

    /// A z position as drawing orders it: one that is not a number counts as 0.
    private static func drawingKey(_ zPosition: Double) -> Double {
        zPosition.isNaN ? 0 : zPosition
    }
}
