import VitrineGeometry

extension Node {
    /// The index in ``children`` of the child drawn frontmost over `point`, or `nil` when no
    /// child covers it.
    ///
    /// `point` is in the coordinates this node's ``center`` is given in (its parent's). Each
    /// child is taken as its whole rectangle (corners included) placed by the same transforms it
    /// is drawn with, perspective included; hidden and fully transparent children, children that
    /// face away while not double-sided, and children reaching behind the eye are never hit. Of
    /// the children covering the point, the one drawn last in ``childDrawingOrder`` (highest
    /// ``zPosition``, then the later in ``children``) wins, as the eye sees it.
    public func frontmostChild(at point: Point) -> Int? {
        let toScreen = DrawList.nodeToScreen(self, parentPrefix: .identity, parentToScreen: .identity)
        let prefix = Transform3D.makeTranslation(-size.width / 2, -size.height / 2, 0).concatenating(sublayerTransform)
        return childDrawingOrder.last { index in
            let child = children[index]
            guard !child.isHidden, child.opacity > 0 else { return false }
            let transform = DrawList.nodeToScreen(child, parentPrefix: prefix, parentToScreen: toScreen)
            return child.covers(point, placedBy: transform)
        }
    }

    /// Whether this node's rectangle, placed in the screen plane by `transform`, covers `point`.
    func covers(_ point: Point, placedBy transform: Transform3D) -> Bool {
        let w = size.width / 2, h = size.height / 2
        let corners = [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)]
        let projected = corners.compactMap { transform.project($0) }
        guard projected.count == 4 else { return false }
        // The corners run clockwise from the top-left, as drawn: a positive area faces the eye.
        let area = DrawList.signedArea(projected)
        guard area != 0, area.isFinite, isDoubleSided || area > 0 else { return false }
        // Inside a convex quadrilateral: on the inner side of every edge.
        let sign = area > 0 ? 1.0 : -1.0
        for k in 0..<4 {
            let a = projected[k], b = projected[(k + 1) % 4]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross * sign < 0 { return false }
        }
        return true
    }
}
