/// The lines of items that all share one size, kept as a handful of numbers: every line holds
/// the same slots, so any frame, and the lines a rectangle reaches, follow by arithmetic.
///
/// Each line has `perLine` slots, as many items as fit across the axis. With two or more slots
/// the spare room is spread evenly between them (UIKit's justified rows); with one, the item is
/// centred across the axis (or starts at the inset when it is wider than the room). The last
/// line uses the first slots of a full line, so a uniform grid keeps its columns, as UIKit does
/// for items of one size.
struct UniformFlowGrid: Sendable {
    /// The number of items.
    let itemCount: Int
    /// The number of slots in a line, at least 1.
    let perLine: Int
    /// The number of lines.
    let lineCount: Int
    /// Where the first line starts along the axis.
    let axisStart: Double
    /// The distance between the starts of neighbouring lines: item length plus line spacing.
    let linePitch: Double
    /// Every item's extent along the axis.
    let itemAxisLength: Double
    /// Every item's extent across the axis.
    let itemCrossLength: Double
    /// Where the first slot starts across the axis.
    let firstSlot: Double
    /// The distance between the starts of neighbouring slots (0 with one slot a line).
    let slotPitch: Double

    /// The grid of `count` items of extents `axisLength` × `crossLength` under `metrics`.
    init(count: Int, axisLength: Double, crossLength: Double, metrics: FlowMetrics) {
        itemCount = max(count, 0)
        itemAxisLength = axisLength.flowLength
        itemCrossLength = crossLength.flowLength
        axisStart = metrics.insetBefore
        linePitch = itemAxisLength + metrics.lineSpacing
        // j items fit when j·w + (j − 1)·s ≤ room, that is j ≤ (room + s)/(w + s).
        let step = itemCrossLength + metrics.interitemSpacing
        let slots: Int
        if step > 0 {
            let fit = ((metrics.available + metrics.interitemSpacing) / step).rounded(.down)
            slots = fit >= 1 ? Int(min(fit, 0x1p52)) : 1
        } else {
            slots = max(itemCount, 1)
        }
        perLine = slots
        lineCount = (itemCount + slots - 1) / slots
        let spare = metrics.available - Double(slots) * itemCrossLength
        if slots == 1 {
            firstSlot = metrics.crossStart + max(spare, 0) / 2
            slotPitch = 0
        } else {
            firstSlot = metrics.crossStart
            slotPitch = itemCrossLength + spare / Double(slots - 1)
        }
    }

    /// The item indices of line `line`.
    func itemRange(ofLine line: Int) -> Range<Int> {
        let first = line * perLine
        return first..<min(first + perLine, itemCount)
    }

    /// Where line `line` starts along the axis.
    func lineStart(_ line: Int) -> Double {
        axisStart + Double(line) * linePitch
    }

    /// Where line `line` ends along the axis.
    func lineEnd(_ line: Int) -> Double {
        lineStart(line) + itemAxisLength
    }

    /// The slot of item `index`, which must be in range.
    func slot(ofItem index: Int) -> FlowSlot {
        let line = index / perLine
        let column = index - line * perLine
        return FlowSlot(
            axis: lineStart(line), cross: firstSlot + Double(column) * slotPitch,
            axisLength: itemAxisLength, crossLength: itemCrossLength)
    }

    /// The first line that ends after `position` along the axis, or ``lineCount`` when none
    /// does: O(1).
    func firstLine(endingAfter position: Double) -> Int {
        guard linePitch > 0 else { return lineCount > 0 && lineEnd(0) > position ? 0 : lineCount }
        // Line l ends at axisStart + l·pitch + length, after `position` exactly when l > x.
        let x = (position - axisStart - itemAxisLength) / linePitch
        return Self.settle(Self.index(estimate: x.rounded(.down) + 1, limit: lineCount), limit: lineCount) {
            lineEnd($0) > position
        }
    }

    /// Whether items have no area, so that no rectangle meets them.
    var hasEmptyItems: Bool {
        itemAxisLength <= 0 || itemCrossLength <= 0
    }

    /// The first item of line `line` that ends after `position` across the axis (the line's
    /// end index when none does): O(1).
    func firstItem(inLine line: Int, endingAfterCross position: Double) -> Int {
        let items = itemRange(ofLine: line)
        guard slotPitch > 0 else { return items.lowerBound }
        let x = (position - firstSlot - itemCrossLength) / slotPitch
        let column = Self.settle(Self.index(estimate: x.rounded(.down) + 1, limit: items.count), limit: items.count) {
            firstSlot + Double($0) * slotPitch + itemCrossLength > position
        }
        return items.lowerBound + column
    }

    /// The first index in `0...limit` where `isAfter` holds, from an exact-but-for-rounding
    /// `estimate`: one step back or forward absorbs the rounding. (Plain steps, not a search
    /// loop, so that the compiler does not vectorise a loop that runs once.)
    private static func settle(_ estimate: Int, limit: Int, where isAfter: (Int) -> Bool) -> Int {
        var index = estimate
        if index > 0, isAfter(index - 1) { index -= 1 }
        if index < limit, !isAfter(index) { index += 1 }
        return index
    }

    /// The whole number `estimate` pulled into `0...limit`; NaN gives 0.
    private static func index(estimate: Double, limit: Int) -> Int {
        guard estimate > 0 else { return 0 }
        return estimate >= Double(limit) ? limit : Int(estimate)
    }
}
