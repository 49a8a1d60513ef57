import VitrineFlowLayout

/// What the scene's focused item makes of the scroll this frame, as each engine speaks of it.
enum FocusReadout {
    /// A Showcase card's scrolling rate: where on its path and transform it is read (0 at the
    /// center, ±1 at the layout's visible limit).
    case rate(item: Int, rate: Double)
    /// A Parallax page's active actions of one item, each playing between its start and stop
    /// offsets of the page's progress.
    case actions(item: String, page: Int, progress: Double, spans: [ActionSpan])
    /// A Flow card's three visibility percentages.
    case percentages(item: Int, PercentageInfo)

    /// One action of a Parallax item: its name and the part of the page it plays over.
    struct ActionSpan: Hashable {
        /// The action's kind: "Move", "Rotate", "Color".
        var name: String
        /// The page progress it starts at.
        var start: Double
        /// The page progress it is done at.
        var stop: Double
    }
}
