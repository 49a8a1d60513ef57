import VitrineGeometry

/// The room a layer asks the window's layout for (see ``WindowLayout``).
///
/// A layer that takes a side of the window lists the ways it can be placed, best first; the
/// layout gives it the first that leaves the scene at least half the window, and folds it into
/// a tab on the fold bar when none does.
enum LayerRoom {
    /// The whole window, over everything else, which it hides while it shows (the help).
    case window
    /// A side of the window, placed by the first of `placements` that fits.
    case side([Placement])

    /// One way to place a layer along a side.
    struct Placement {
        /// The side: a column along the right edge, or a band along the bottom.
        var edge: Edge
        /// The least width of a column, or height of a band, worth showing (or all it wants,
        /// when it wants less); below it the layer folds.
        var minimumExtent: Double
        /// The least length of the other side (a band's width, a column's height).
        var minimumLength: Double = 0
        /// The width of a column, or the height of a band, the layer would like, given the
        /// length it gets along the other side (a notice's lines wrap to its width).
        var extent: (_ length: Double) -> Double
    }

    /// A side of the window.
    enum Edge {
        /// A column at the right, below the status line's band.
        case trailing
        /// A band along the bottom, as wide as the room left beside the columns placed before it.
        case bottom
    }

    /// A column at the right `width` points wide, and no narrower than `minimumWidth`.
    static func column(width: Double, minimumWidth: Double) -> LayerRoom {
        .side([Placement(edge: .trailing, minimumExtent: minimumWidth) { _ in width }])
    }

    /// A band along the bottom as tall as `height` says for its width.
    static func band(minimumHeight: Double, height: @escaping (_ width: Double) -> Double) -> LayerRoom {
        .side([Placement(edge: .bottom, minimumExtent: minimumHeight, extent: height)])
    }
}
