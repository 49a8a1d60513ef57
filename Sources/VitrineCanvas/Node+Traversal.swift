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

    private func visitDrawn(
        parentPrefix: Transform3D, parentToScreen: Transform3D, opacity: Double,
        _ body: (Node, Transform3D, Double) throws -> Void
    ) rethrows {
        guard !isHidden else { return }
        let alpha = opacity * (self.opacity.isFinite ? min(max(self.opacity, 0), 1) : 0)
        guard alpha > 0 else { return }
        let toScreen = DrawList.nodeToScreen(self, parentPrefix: parentPrefix, parentToScreen: parentToScreen)
        try body(self, toScreen, alpha)
        guard !children.isEmpty else { return }
        let prefix = Transform3D.makeTranslation(-size.width / 2, -size.height / 2, 0).concatenating(sublayerTransform)
        for index in childDrawingOrder {
            try children[index].visitDrawn(parentPrefix: prefix, parentToScreen: toScreen, opacity: alpha, body)
        }
    }
}
