import VitrineCanvas
import VitrineGeometry

extension PageDots {
    /// How far past the row's center line, away from the edge, ``band`` reaches: 12 points
    /// times ``scale``, so that 7 points are clear beside the largest dots.
    static let bandReach = 12.0

    /// Whether the ``band`` takes at most a quarter of the window across the row: in less, the
    /// room is the items'.
    var fitsItsRoom: Bool {
        let band = band
        return isHorizontal ? band.height <= viewport.height / 4 : band.width <= viewport.width / 4
    }

    /// The strip along the dots' edge of the window, from the edge to ``bandReach`` past the
    /// row's center line, across the whole window: what a scene whose items can pass under
    /// the dots covers with the window's color before drawing them, as the status line's band
    /// covers the top.
    var band: Rect {
        let depth = max((edgeDistance ?? 30 * scale) + Self.bandReach * scale, 0)
        return isHorizontal
            ? Rect(x: 0, y: viewport.height - depth, width: viewport.width, height: depth)
            : Rect(x: viewport.width - depth, y: 0, width: depth, height: viewport.height)
    }

    /// The ``band`` filled with `color`.
    func bandNode(color: Color) -> Node {
        let band = band
        return Node(center: Point(x: band.midX, y: band.midY), size: band.size, fillColor: color)
    }
}
