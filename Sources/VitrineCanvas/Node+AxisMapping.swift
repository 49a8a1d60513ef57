import VitrineGeometry

extension Node {
    /// The node drawn through a mapping of its parent's coordinates along one axis: the two ends
    /// of its frame along the axis go where `map` sends them, its center to their middle, and the
    /// node (with its text and children) is scaled along the axis to span them, before its own
    /// transform. Nodes laid end to end stay end to end through an increasing `map`, with no gap
    /// and no overlap: how a scene draws an overscroll stretch.
    ///
    /// A node of no length along the axis only has its center moved; a mapping that gives a
    /// non-finite or negative span leaves the node as it is.
    ///
    /// ```swift
    /// // Everything twice as far from the left edge, and twice as wide.
    /// let wider = card.mappedAlongAxis(horizontal: true) { $0 * 2 }
    /// ```
    public func mappedAlongAxis(horizontal: Bool, _ map: (Double) -> Double) -> Node {
        let middle = horizontal ? center.x : center.y
        let length = horizontal ? size.width : size.height
        var node = self
        guard length > 0 else {
            let moved = map(middle)
            guard moved.isFinite else { return self }
            if horizontal { node.center.x = moved } else { node.center.y = moved }
            return node
        }
        let leading = map(middle - length / 2), trailing = map(middle + length / 2)
        let scale = (trailing - leading) / length
        guard leading.isFinite, trailing.isFinite, scale.isFinite, scale >= 0 else { return self }
        if horizontal { node.center.x = (leading + trailing) / 2 } else { node.center.y = (leading + trailing) / 2 }
        if scale != 1 {
            let stretch: Transform3D = horizontal ? .makeScale(scale, 1, 1) : .makeScale(1, scale, 1)
            node.transform = .concat(stretch, transform)
        }
        return node
    }
}
