import VitrineCanvas
import VitrineGeometry

extension Node {
    /// `nodes` drawn `scale` times larger about the window's top-left corner: as they are at
    /// scale 1, else inside one node whose sublayer transform scales them.
    static func scaled(_ nodes: [Node], by scale: Double) -> [Node] {
        guard scale != 1, !nodes.isEmpty else { return nodes }
        var root = Node(children: nodes)
        root.sublayerTransform = .makeScale(scale, scale, 1)
        return [root]
    }
}

extension Rect {
    /// The rectangle with its origin and size divided by `scale`: a window rectangle in the
    /// points of something drawn `scale` times larger.
    func unscaled(by scale: Double) -> Rect {
        Rect(x: minX / scale, y: minY / scale, width: width / scale, height: height / scale)
    }
}

extension Point {
    /// The point with both coordinates divided by `scale`: a window point in the points of
    /// something drawn `scale` times larger.
    func unscaled(by scale: Double) -> Point {
        Point(x: x / scale, y: y / scale)
    }
}
