import VitrineMotion

/// Where items of different lengths sit along the axis: each item's center, measured from item
/// 0's, with ``spacing`` between neighbors, and the loop's length.
///
/// Item k's center lies at `centers[k]`: `centers[0] = 0` and
/// `centers[k + 1] = centers[k] + lengths[k] / 2 + spacing + lengths[k + 1] / 2`, so that
/// neighbors are exactly `spacing` apart. The loop's length, `centers[count]`, is the sum of
/// the lengths and of `count` spacings: where item 0 comes round again.
///
/// Positions along the strip are also counted in items (*units*): unit k is item k's center and
/// the stretch between two neighbors' centers is one unit, however long they are, which is how
/// the 3-D family spreads them and how the page dots count.
struct ItemStrip: Equatable, Sendable {
    /// Each model's length along the axis, in points, all finite and positive.
    let lengths: [Double]
    /// The gap between neighbors along the axis.
    let spacing: Double
    /// The centers of items 0 to count − 1 and, last, the loop's length (item 0 again).
    let centers: [Double]
    /// The centers as the scroller's resting positions.
    let snapPoints: ScrollSnapPoints
    /// The lengths the strip was made from, as given.
    let source: [Double]

    /// The strip for `count` models whose lengths are `source` (model k takes
    /// `source[k mod source.count]`; one that is not finite and positive takes `fallback`),
    /// `spacing` apart; `nil` without models or lengths, or when the lengths are not usable.
    init?(lengths source: [Double], count: Int, spacing: Double, fallback: Double) {
        guard count > 0, !source.isEmpty, spacing.isFinite, spacing >= 0 else { return nil }
        let lengths = (0..<count).map { k -> Double in
            let length = source[k % source.count]
            return length.isFinite && length > 0 ? length : fallback
        }
        guard lengths.allSatisfy({ $0.isFinite && $0 > 0 }) else { return nil }
        var centers = [0.0]
        centers.reserveCapacity(count + 1)
        for k in 0..<count {
            let next = lengths[(k + 1) % count]
            centers.append(centers[k] + lengths[k] / 2 + spacing + next / 2)
        }
        // The loop's length as the plain sum, so that it does not depend on the order of the
        // additions above.
        centers[count] = lengths.reduce(0, +) + Double(count) * spacing
        guard centers.allSatisfy(\.isFinite), let points = ScrollSnapPoints(offsets: Array(centers.prefix(count))),
            centers[count] > centers[count - 1]
        else { return nil }
        self.lengths = lengths
        self.spacing = spacing
        self.centers = centers
        self.snapPoints = points
        self.source = source
    }

    /// How many models the strip holds.
    var count: Int { lengths.count }

    /// The loop's length: all the items and as many spacings.
    var loopLength: Double { centers[count] }

    /// The center of the last item.
    var lastCenter: Double { centers[count - 1] }

    /// Whether the strip was made from these inputs.
    func matches(lengths source: [Double], count: Int, spacing: Double) -> Bool {
        self.count == count && self.spacing == spacing && self.source == source
    }

    /// The center of slot `index` (slot k shows model k mod count, turn ⌊k / count⌋ of the
    /// loop); without looping, `nil` for a slot outside the models.
    func center(ofSlot index: Int, looping: Bool) -> Double? {
        guard looping else { return (0..<count).contains(index) ? centers[index] : nil }
        let turn = index >= 0 ? index / count : -((-index + count - 1) / count)
        return Double(turn) * loopLength + centers[index - turn * count]
    }

    /// The units (fractional item index) at `offset`: k at item k's center, one unit from one
    /// center to the next. Looping offsets are taken inside the loop (`0..<loopLength`); without
    /// looping, offsets before the first center or past the last go on at the first or last
    /// step between centers.
    func units(at offset: Double, looping: Bool) -> Double {
        if !looping {
            if offset <= 0 { return offset / step(after: 0, looping: false) }
            if offset >= lastCenter {
                return Double(count - 1) + (offset - lastCenter) / step(after: count - 1, looping: false)
            }
        }
        let k = min(max(lastCenter(atOrBefore: offset), 0), count - 1)
        return Double(k) + (offset - centers[k]) / step(after: k, looping: looping)
    }

    /// The offset of `units` (the inverse of ``units(at:looping:)``), inside one turn when
    /// looping.
    func offset(atUnits units: Double, looping: Bool) -> Double {
        guard units.isFinite else { return 0 }
        var units = units
        if looping {
            units -= (units / Double(count)).rounded(.down) * Double(count)
        } else {
            if units <= 0 { return units * step(after: 0, looping: false) }
            if units >= Double(count - 1) {
                return lastCenter + (units - Double(count - 1)) * step(after: count - 1, looping: false)
            }
        }
        let k = min(max(Int(units.rounded(.down)), 0), count - 1)
        return centers[k] + (units - Double(k)) * step(after: k, looping: looping)
    }

    /// The distance from item k's center to the next one's (item 0's of the next turn after the
    /// last item when looping; without looping, the last step again, or one item and a spacing
    /// for a single item).
    private func step(after k: Int, looping: Bool) -> Double {
        if looping || count == 1 { return centers[k + 1] - centers[k] }
        return k < count - 1 ? centers[k + 1] - centers[k] : centers[k] - centers[k - 1]
    }

    /// The last k in `0..<count` with `centers[k] ≤ offset`, or −1.
    private func lastCenter(atOrBefore offset: Double) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if centers[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }
}
