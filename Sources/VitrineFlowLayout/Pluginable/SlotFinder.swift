import VitrineGeometry

/// Finds the slot offsets an alignment offers in a geometry: the items around the current
/// offset (the seed's one-item rule), or the slot nearest a projected rest.
struct SlotFinder {
    /// The alignment whose slots are sought.
    let alignment: PluginableFlowLayoutAlignment
    /// The laid-out items.
    let geometry: FlowLayoutGeometry

    /// The slot offset of the item at `frame`.
    func target(of frame: Rect) -> Double {
        let direction = geometry.scrollDirection
        return alignment.targetContentOffset(itemStart: direction.axisMin(of: frame), itemEnd: direction.axisMax(of: frame),
                                             viewportLength: geometry.viewportLength,
                                             insetBefore: geometry.metrics.insetBefore,
                                             insetAfter: geometry.metrics.insetAfter)
    }

    /// The seed's choice among the items meeting the viewport at `offset` (seed-sources §3.2),
    /// or `nil` when no item meets it.
    func oneItemTarget(from offset: Double, velocity: Double, isFlick: Bool) -> Double? {
        let direction = geometry.scrollDirection
        let visible = direction.rect(axis: offset, cross: 0, axisLength: geometry.viewportLength,
                                     crossLength: direction.crossLength(of: geometry.viewport))
        var next: Double?, previous: Double?
        geometry.forEachItem(in: visible) { _, frame in
            let slot = target(of: frame)
            if slot > offset {
                if next.map({ slot < $0 }) ?? true { next = slot }
            } else if previous.map({ slot > $0 }) ?? true {
                previous = slot
            }
        }
        guard let next else { return previous }
        guard let previous else { return next }
        let goesNext = isFlick ? velocity > 0 : next - offset < offset - previous
        return goesNext ? next : previous
    }

    /// The slot offset nearest `offset` among all items, or `nil` without items: the lines
    /// around the one reaching the matching point of the viewport, found by binary search.
    func nearestTarget(to offset: Double) -> Double? {
        let arrangement = geometry.arrangement
        guard arrangement.lineCount > 0 else { return nil }
        // The point of the viewport an item's reference edge (start, centre, end) reaches in
        // its slot; slot offsets grow with that edge, and every edge lies within its line.
        let point = offset - alignment.targetContentOffset(itemStart: 0, itemEnd: 0,
                                                           viewportLength: geometry.viewportLength,
                                                           insetBefore: geometry.metrics.insetBefore,
                                                           insetAfter: geometry.metrics.insetAfter)
        let line = arrangement.firstLine(endingAfter: point)
        var best: Double?
        for candidate in max(line - 1, 0)...min(line + 1, arrangement.lineCount - 1) {
            for item in arrangement.distinctAxisItems(ofLine: candidate) {
                let slot = target(of: arrangement.slot(ofItem: item).rect(geometry.scrollDirection))
                if best.map({ abs(slot - offset) < abs($0 - offset) }) ?? true { best = slot }
            }
        }
        return best
    }
}
