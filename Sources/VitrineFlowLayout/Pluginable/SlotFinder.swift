import VitrineGeometry

/// Finds the slot offsets an alignment offers in a geometry: the nearest slot on either side of
/// an offset (the seed's one-item rule, and stepping), or the slot nearest a projected rest.
///
/// Slot offsets grow with the line: an item's slot is its reference edge (start, centre or end
/// along the axis) plus a constant, every reference edge lies within its line, and lines do not
/// overlap. So the slots around an offset lie in the line that reaches the matching point of
/// the viewport or its neighbours, found by binary search: O(log n + items of three lines).
struct SlotFinder {
    /// The alignment whose slots are sought.
    let alignment: PluginableFlowLayoutAlignment
    /// The laid-out items.
    let geometry: FlowLayoutGeometry

    /// The slot offset of the item at `frame`.
    func target(of frame: Rect) -> Double {
        let direction = geometry.scrollDirection
        return alignment.targetContentOffset(
            itemStart: direction.axisMin(of: frame), itemEnd: direction.axisMax(of: frame),
            viewportLength: geometry.viewportLength,
            insetBefore: geometry.metrics.insetBefore,
            insetAfter: geometry.metrics.insetAfter)
    }

    /// The smallest and the largest slot offsets, or `nil` without items: O(items of the first
    /// and the last lines), as slots grow with the line.
    var slotRange: ClosedRange<Double>? {
        let arrangement = geometry.arrangement
        guard arrangement.lineCount > 0 else { return nil }
        let direction = geometry.scrollDirection
        let slot = { (item: Int) in target(of: arrangement.slot(ofItem: item).rect(direction)) }
        guard let first = arrangement.distinctAxisItems(ofLine: 0).map(slot).min(),
            let last = arrangement.distinctAxisItems(ofLine: arrangement.lineCount - 1).map(slot).max()
        else { return nil }
        return first...max(first, last)
    }

    /// The seed's choice (seed-sources §3.2) between `next`, the nearest slot after `offset`,
    /// and `prev`, the nearest at or before it (an item in its slot is `prev`): a flick goes
    /// to `next` when moving forward and `prev` when moving back, a slow release to the nearer
    /// (`prev` on a tie), and a missing side to the other. `nil` without items.
    ///
    /// The seed looked for the two among the items meeting the viewport at `offset` only. They
    /// are the same items whenever the viewport shows one on each side; an item longer than the
    /// viewport hid the next one, so that a forward flick turned back.
    func oneItemTarget(from offset: Double, velocity: Double, isFlick: Bool) -> Double? {
        let next = firstTarget(after: offset)
        let previous = lastTarget(atOrBefore: offset)
        guard let next else { return previous }
        guard let previous else { return next }
        let goesNext = isFlick ? velocity > 0 : next - offset < offset - previous
        return goesNext ? next : previous
    }

    /// The smallest slot offset greater than `offset`, or `nil` when none is.
    func firstTarget(after offset: Double) -> Double? {
        var best: Double?
        forEachTarget(nearOffset: offset) { slot in
            if slot > offset, best.map({ slot < $0 }) ?? true { best = slot }
        }
        return best
    }

    /// The largest slot offset at or before `offset`, or `nil` when none is.
    func lastTarget(atOrBefore offset: Double) -> Double? {
        var best: Double?
        forEachTarget(nearOffset: offset) { slot in
            if slot <= offset, best.map({ slot > $0 }) ?? true { best = slot }
        }
        return best
    }

    /// The slot offset nearest `offset` among all items, or `nil` without items.
    func nearestTarget(to offset: Double) -> Double? {
        var best: Double?
        forEachTarget(nearOffset: offset) { slot in
            if best.map({ abs(slot - offset) < abs($0 - offset) }) ?? true { best = slot }
        }
        return best
    }

    /// Calls `body` with the slot offsets of the items in the line whose reference edges reach
    /// the viewport's matching point at `offset`, and in the lines on either side: they hold the
    /// nearest slot on each side of `offset` whenever there is one.
    private func forEachTarget(nearOffset offset: Double, _ body: (Double) -> Void) {
        let arrangement = geometry.arrangement
        guard arrangement.lineCount > 0, !offset.isNaN else { return }
        // Where a reference edge stands when its item is in its slot at `offset`.
        let point = offset - target(of: .zero)
        let line = arrangement.firstLine(endingAfter: point)
        for candidate in max(line - 1, 0)...min(line + 1, arrangement.lineCount - 1) {
            for item in arrangement.distinctAxisItems(ofLine: candidate) {
                body(target(of: arrangement.slot(ofItem: item).rect(geometry.scrollDirection)))
            }
        }
    }
}
