import VitrineGeometry

/// A tab above (or atop) the transform's curves: a click on it chooses the curve it names as
/// the one whose points are dragged.
struct CurveTab: Equatable, Sendable {
    /// The curve's name: "scale", "rotation", "opacity", "depth".
    let name: String
    /// Where the tab is in the window.
    let rect: Rect
    /// Its curve's color.
    let color: Color
    /// Whether its curve is the one chosen.
    let isSelected: Bool
}
