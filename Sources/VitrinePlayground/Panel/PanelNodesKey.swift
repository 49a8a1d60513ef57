import VitrineGeometry

/// Everything the panel's nodes are made from: two equal keys give the same nodes, so a frame
/// whose key equals the last one's hands back the nodes made then.
///
/// The scene enters as a count of its edits rather than as its settings and numbers, which
/// are what costs to make; see ``PlaygroundCore/sceneEdits``.
struct PanelNodesKey: Equatable {
    /// The panel, with its Time and Motion rows as they are now.
    var panel: Panel
    /// How many times the scene was changed, other than moved in time.
    var sceneEdits: Int
    /// The panel's column, in window points.
    var column: Rect
    /// The interface scale: window points for each interface point.
    var scale: Double
    /// The rows laid out with the core's text measure: a new measure comes with a new cache.
    var rowNodes: PanelRowNodeCache

    /// Whether the two give the same nodes: everything equal, the row cache the very same one.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sceneEdits == rhs.sceneEdits && lhs.column == rhs.column && lhs.scale == rhs.scale
            && lhs.rowNodes === rhs.rowNodes && lhs.panel == rhs.panel
    }
}
