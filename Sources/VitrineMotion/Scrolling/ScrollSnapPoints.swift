/// Resting positions that are not evenly spaced: the centers of items of different lengths.
///
/// Where ``Scroller/Configuration/pageSize`` puts resting positions every `pageSize` points,
/// snap points list them: `offsets[k]` is where item k rests, ascending. Looping content repeats
/// them every loop period (``Scroller/Configuration/loopPeriod``), so the point of index `i` is
/// `⌊i / n⌋ · period + offsets[i mod n]` for n offsets; content with ends has only the n
/// offsets, and indices past either end stand for the first or the last.
///
/// Every resting position is computed afresh from its index, never by adding steps, so any
/// number of steps lands where the list says, without drift.
///
/// ```swift
/// // Three items 100, 200 and 50 points long, 10 apart: centers at 0, 160 and 295, loop 380.
/// let points = ScrollSnapPoints(offsets: [0, 160, 295])!
/// points.offset(ofIndex: 4, period: 380)          // 540: item 1 of the second turn
/// points.nearestIndex(to: 370, period: 380)       // 3: item 0 of the second turn, at 380
/// ```
public struct ScrollSnapPoints: Hashable, Sendable {
    /// The resting positions, ascending, all finite.
    public let offsets: [Double]

    /// Snap points at `offsets`; `nil` when the list is empty, holds a value that is not finite,
    /// or is not strictly ascending.
    public init?(offsets: [Double]) {
        guard !offsets.isEmpty, offsets.allSatisfy(\.isFinite),
            zip(offsets, offsets.dropFirst()).allSatisfy({ $0 < $1 })
        else { return nil }
        self.offsets = offsets
    }

    /// How many resting positions one turn (or the whole content) has.
    public var count: Int { offsets.count }

    /// The resting position of index `index`: for looping content (a `period` given), the
    /// position of item `index mod count` in turn `⌊index / count⌋`; otherwise the index is
    /// clamped to the list.
    public func offset(ofIndex index: Int, period: Double?) -> Double {
        let n = offsets.count
        guard let period = looping(period) else { return offsets[min(max(index, 0), n - 1)] }
        let turn = index >= 0 ? index / n : -((-index + n - 1) / n)
        return Double(turn) * period + offsets[index - turn * n]
    }

    /// The index of the resting position nearest `offset` (the lower one on a tie).
    public func nearestIndex(to offset: Double, period: Double?) -> Int {
        let below = lastIndex(atOrBefore: offset, period: period)
        let above = below + 1
        if looping(period) == nil, above >= offsets.count { return offsets.count - 1 }
        if looping(period) == nil, below < 0 { return 0 }
        let distanceBelow = offset - self.offset(ofIndex: below, period: period)
        let distanceAbove = self.offset(ofIndex: above, period: period) - offset
        return distanceAbove < distanceBelow ? above : below
    }

    /// The index of the last resting position at or before `offset` (−1 before the first one of
    /// content with ends).
    public func lastIndex(atOrBefore offset: Double, period: Double?) -> Int {
        guard offset.isFinite else { return 0 }
        guard let period = looping(period) else { return countAtOrBefore(offset) - 1 }
        let turn = (offset / period).rounded(.down)
        guard abs(turn) < 1e12 else { return 0 }
        let inTurn = offset - turn * period
        // In the turn, every position at or before `inTurn`; the last one of the turn before
        // when none is.
        return Int(turn) * offsets.count + countAtOrBefore(inTurn) - 1
    }

    /// The index of the first resting position strictly after `offset`.
    public func firstIndex(after offset: Double, period: Double?) -> Int {
        lastIndex(atOrBefore: offset, period: period) + 1
    }

    /// The index of the last resting position strictly before `offset`.
    public func lastIndex(before offset: Double, period: Double?) -> Int {
        let index = lastIndex(atOrBefore: offset, period: period)
        return self.offset(ofIndex: index, period: period) == offset ? index - 1 : index
    }

    /// The index of the first resting position at or after `offset`.
    public func firstIndex(atOrAfter offset: Double, period: Double?) -> Int {
        let index = lastIndex(atOrBefore: offset, period: period)
        return self.offset(ofIndex: index, period: period) == offset ? index : index + 1
    }

    /// The item an index stands for: `index mod count` when looping, else the index clamped to
    /// the list.
    public func item(ofIndex index: Int, period: Double?) -> Int {
        let n = offsets.count
        guard looping(period) != nil else { return min(max(index, 0), n - 1) }
        return ((index % n) + n) % n
    }

    /// How many offsets are at or before `value` (binary search).
    private func countAtOrBefore(_ value: Double) -> Int {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A usable loop period: positive and finite (the offsets are taken to lie in `0..<period`).
    private func looping(_ period: Double?) -> Double? {
        guard let period, period.isFinite, period > 0 else { return nil }
        return period
    }
}
