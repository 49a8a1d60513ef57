import Foundation
import VitrineCanvas
import VitrineGeometry

extension Node {
    /// A straight line `width` points thick from `start` to `end`, in window points: a thin box
    /// turned about its center; a line shorter than its width is drawn as a square dot.
    static func segment(from start: Point, to end: Point, width: Double, color: Color) -> Node {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        var node = Node(center: Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2),
                        size: Size(width: max(length, width), height: width), fillColor: color)
        if length > 0 { node.transform = .makeRotation(atan2(dy, dx), 0, 0, 1) }
        return node
    }

    /// The line through `points`, one segment between each two in order.
    static func polyline(_ points: [Point], width: Double, color: Color) -> [Node] {
        zip(points, points.dropFirst()).map { segment(from: $0, to: $1, width: width, color: color) }
    }
}
