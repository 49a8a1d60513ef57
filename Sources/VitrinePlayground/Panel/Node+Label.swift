import VitrineCanvas
import VitrineGeometry

extension Node {
    /// A node that shows one line of text in `frame` (window points), for the panel and the
    /// overlays.
    static func label(
        _ text: String, in frame: Rect, color: Color, fontSize: Double = 15,
        alignment: TextAlignment = .leading
    ) -> Node {
        var node = Node(center: frame.center, size: frame.size)
        node.text = text
        node.textColor = color
        node.fontSize = fontSize
        node.textAlignment = alignment
        return node
    }

    /// A filled rectangle in window points.
    static func box(_ frame: Rect, color: Color, cornerRadius: Double = 0) -> Node {
        Node(center: frame.center, size: frame.size, fillColor: color, cornerRadius: cornerRadius)
    }
}
