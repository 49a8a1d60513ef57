import VitrineGeometry

/// The numbers a flow layout is built from, in axis coordinates and made safe: lengths are
/// finite and not negative, insets finite.
struct FlowMetrics: Hashable, Sendable {
    /// The inset before the first line, along the axis (Ib).
    var insetBefore: Double
    /// The inset after the last line, along the axis (Ia).
    var insetAfter: Double
    /// Where lines start across the axis: the cross inset before.
    var crossStart: Double
    /// The room a line has across the axis: the viewport's cross extent less both cross insets.
    var available: Double
    /// The minimum gap between items of a line.
    var interitemSpacing: Double
    /// The minimum gap between lines.
    var lineSpacing: Double
    /// The viewport's extent across the axis.
    var crossViewport: Double

    /// The metrics of `layout` in a viewport of `viewport` size.
    init(layout: FlowLayout, viewport: Size) {
        let direction = layout.scrollDirection
        let inset = layout.sectionInset
        insetBefore = direction.insetBefore(in: inset).flowFinite
        insetAfter = direction.insetAfter(in: inset).flowFinite
        crossStart = direction.crossInsetBefore(in: inset).flowFinite
        crossViewport = direction.crossLength(of: viewport).flowLength
        available = crossViewport - crossStart - direction.crossInsetAfter(in: inset).flowFinite
        interitemSpacing = layout.minimumInteritemSpacing.flowLength
        lineSpacing = layout.minimumLineSpacing.flowLength
    }

    /// The content's extent along the axis for lines that end at `linesEnd` (after the last
    /// line's far edge), or for no lines at all: the insets alone.
    func contentLength(linesEnd: Double?) -> Double {
        (linesEnd ?? insetBefore) + insetAfter
    }
}
