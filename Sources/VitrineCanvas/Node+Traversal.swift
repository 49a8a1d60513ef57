import VitrineGeometry

extension Node {
    /// Calls `body` for this node and every node under it in the order they are drawn, back to
    /// front: a node before its children, children in ``childDrawingOrder``. Hidden nodes and
    /// nodes whose opacity (multiplied down the tree) is 0 are skipped with everything under them.
    ///
    /// With each node comes the transform from its local space (origin at its center, in
    /// points) to the screen, starting from `screen` for this node's parent space, and its
    /// opacity multiplied by its ancestors'. ``DrawList/append(_:pixelScale:glyphs:pictures:hiddenUnder:)`` draws
    /// what this visits; tests read a frame's colors and places from it.
    ///
    /// ```swift
    /// var card = Node(center: Point(x: 50, y: 50), size: Size(width: 20, height: 20))
    /// card.opacity = 0.5
    /// Node(center: Point(x: 100, y: 100), size: Size(width: 200, height: 200), children: [card])
    ///     .forEachDrawn { node, toScreen, opacity in print(node.size, toScreen.m41, opacity) }
    /// // 200 × 200 at x 100, 1.0; then 20 × 20 at x 50, 0.5
    /// ```
    public func forEachDrawn(
        from screen: Transform3D = .identity,
        _ body: (_ node: Node, _ toScreen: Transform3D, _ opacity: Double) throws -> Void
    ) rethrows {
        try visitDrawn(parentPrefix: .identity, parentToScreen: screen, opacity: 1, body)
    }

    private borrowing func visitDrawn(
        parentPrefix: Transform3D, parentToScreen: Transform3D, opacity: Double,
        _ body: (Node, Transform3D, Double) throws -> Void
    ) rethrows {
        guard let alpha = drawnOpacity(under: opacity) else { return }
        let toScreen = DrawList.nodeToScreen(self, parentPrefix: parentPrefix, parentToScreen: parentToScreen)
        try body(self, toScreen, alpha)
        guard !children.isEmpty else { return }
        let prefix = childrenPrefix
        let order = reorderedChildren
        for position in children.indices {
            try children[order?[position] ?? position].visitDrawn(
                parentPrefix: prefix, parentToScreen: toScreen, opacity: alpha, body)
        }
    }

    /// The node's opacity multiplied by its ancestors' `inherited` one, or `nil` when the node
    /// is not drawn: hidden, or nothing of it would show.
    func drawnOpacity(under inherited: Double) -> Double? {
        guard !isHidden else { return nil }
        let alpha = inherited * (opacity.isFinite ? min(max(opacity, 0), 1) : 0)
        return alpha > 0 ? alpha : nil
    }

    /// What maps a point of this node's coordinate space, where its children are placed, into
    /// its local space (origin at its center), through its sublayer transform.
    var childrenPrefix: Transform3D {
        Transform3D.makeTranslation(-size.width / 2, -size.height / 2, 0).concatenating(sublayerTransform)
    }
}
