import VitrineGeometry

/// Where the two halves of a compared window are: side by side, each as wide as the other in
/// whole points, with a gap in the window's color between them.
///
/// ```swift
/// let layout = ComparisonLayout(viewport: Size(width: 1282, height: 720))
/// layout.halfSize        // 640 × 720
/// layout.frame(of: .right).minX   // 642
/// ```
struct ComparisonLayout: Hashable, Sendable {
    /// One of the two halves.
    enum Side: Hashable, Sendable, CaseIterable {
        /// The left half: `--preset`.
        case left
        /// The right half: `--compare`.
        case right
    }

    /// The gap between the halves, in points: 2.
    static let gap = 2.0
    /// The narrowest half `--compare` starts with, in points: 100 (a window made narrower later
    /// squeezes the halves down to a point).
    static let minimumHalfWidth = 100.0

    /// The size of each half, in whole points.
    let halfSize: Size
    /// The size of the whole window, in points.
    let viewport: Size

    /// The halves of a window of `viewport` points.
    init(viewport: Size) {
        self.viewport = viewport
        let width = ((viewport.width - Self.gap) / 2).rounded(.down)
        halfSize = Size(width: width.isFinite ? max(width, 1) : 1, height: viewport.height)
    }

    /// The rectangle of `side` in the window, in points.
    func frame(of side: Side) -> Rect {
        let x = side == .left ? 0 : max(viewport.width - halfSize.width, 0)
        return Rect(x: x, y: 0, width: halfSize.width, height: halfSize.height)
    }

    /// The half a point of the window is over: the right one from its left edge on, else the
    /// left one (the gap included).
    func side(at point: Point) -> Side {
        point.x >= frame(of: .right).minX ? .right : .left
    }

    /// A window point in the coordinates of `side`, whose top-left corner is (0, 0).
    func point(_ point: Point, in side: Side) -> Point {
        Point(x: point.x - frame(of: side).minX, y: point.y)
    }
}
