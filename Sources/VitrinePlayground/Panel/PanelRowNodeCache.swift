@_spi(Vitrine) import VitrineCanvas

/// The nodes of panel rows laid out before, by row: a row's texts are measured, shortened and
/// placed once and kept until its content, place or field changes, so that an open panel
/// costs a lookup a row in a frame where nothing in it changed.
///
/// A row's nodes depend on the row and the measure alone, so the core keeps one cache per
/// measure (a new measure starts an empty one) and its copies may share it. At most
/// ``capacity`` rows are kept; one more empties the cache first.
final class PanelRowNodeCache {
    /// The most rows kept.
    static let capacity = 1024

    private var nodesByRow = CappedCache<PanelRow, [Node]>(capacity: capacity)

    /// The nodes of `row` measured with `measure`: those kept, or made and kept.
    func nodes(for row: PanelRow, measure: any TextMeasuring) -> [Node] {
        if let kept = nodesByRow[row] { return kept }
        let made = row.makeNodes(measure: measure)
        nodesByRow.insert(made, for: row)
        return made
    }
}
