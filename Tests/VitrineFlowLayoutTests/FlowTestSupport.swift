import VitrineFlowLayout
import VitrineGeometry
import VitrineTestSupport

extension SplitMix64 {
    /// A whole number of points in `range`, so layouts stay easy to read when a test fails.
    mutating func points(in range: ClosedRange<Int>) -> Double {
        Double(int(in: range))
    }
}

/// Whether two rectangles match within `tolerance` on every coordinate.
func isClose(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return isClose(a.minX, b.minX, tolerance: tolerance) && isClose(a.minY, b.minY, tolerance: tolerance)
        && isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

/// The carousel most tests use: scrolling horizontally in a 300 × 200 viewport, ten items of
/// 100 × 200, line spacing 20, section inset 30 before and 50 after along the axis.
///
/// Item i spans `30 + 120·i ... 130 + 120·i` along x (centre `80 + 120·i`), one item a column.
/// Content length: 30 + 10·100 + 9·20 + 50 = 1260; largest offset 1260 − 300 = 960.
func carousel(
    alignment: PluginableFlowLayoutAlignment?, plugins: [any FlowLayoutPlugin] = [],
    direction: FlowScrollDirection = .horizontal
) -> PluginableFlowLayout {
    let horizontal = direction == .horizontal
    let flow = FlowLayout(
        scrollDirection: direction,
        items: .uniform(horizontal ? Size(width: 100, height: 200) : Size(width: 200, height: 100), count: 10),
        minimumLineSpacing: 20, minimumInteritemSpacing: 10,
        sectionInset: horizontal
            ? EdgeInsets(top: 0, left: 30, bottom: 0, right: 50)
            : EdgeInsets(top: 30, left: 0, bottom: 50, right: 0))
    return PluginableFlowLayout(
        alignment: alignment, plugins: plugins, flowLayout: flow,
        viewport: horizontal ? Size(width: 300, height: 200) : Size(width: 200, height: 300))
}

extension PluginableFlowLayout {
    /// The target for a release at `current` with `velocity`, proposing `proposed` (default:
    /// the current offset), in the prepared viewport.
    func target(from current: Double, velocity: Double, proposed: Double? = nil) -> Double {
        targetContentOffset(
            forProposedContentOffset: proposed ?? current, currentOffset: current,
            velocity: velocity, viewport: viewport)
    }

    /// The attributes of item `index` with the content at axis offset `offset`.
    func attributes(ofItem index: Int, atOffset offset: Double) -> PluginableFlowLayoutAttributes? {
        layoutAttributesForItem(at: index, bounds: bounds(atContentOffset: offset))
    }
}
