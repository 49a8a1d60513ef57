import VitrineGeometry

/// One item's frame in axis coordinates: along the scroll axis and across it.
struct FlowSlot: Hashable, Sendable {
    /// The smallest coordinate along the scroll axis.
    var axis: Double
    /// The smallest coordinate across the scroll axis.
    var cross: Double
    /// The extent along the scroll axis.
    var axisLength: Double
    /// The extent across the scroll axis.
    var crossLength: Double

    /// The largest coordinate across the scroll axis.
    var crossEnd: Double { cross + crossLength }

    /// The frame in view coordinates for a layout scrolling in `direction`.
    func rect(_ direction: FlowScrollDirection) -> Rect {
        direction.rect(axis: axis, cross: cross, axisLength: axisLength, crossLength: crossLength)
    }
}
