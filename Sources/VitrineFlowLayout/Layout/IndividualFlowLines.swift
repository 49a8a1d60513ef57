import VitrineGeometry

/// The lines of items with sizes of their own, filled greedily once and kept: every item's
/// slot, and where each line starts and ends along the axis.
///
/// A line takes items while they fit across the axis with the minimum inter-item spacing; its
/// first item always goes in, so an item wider than the room gets a line of its own. Then:
/// - a line of one item centres it across the axis (or starts it at the inset when it is wider
///   than the room);
/// - any other line but the last spreads its spare room evenly between its items (justified);
/// - the last line keeps the minimum spacing from the start (UIKit's left-aligned last row).
///
/// Along the axis a line is as thick as its longest item, and each item is centred on it.
struct IndividualFlowLines: Sendable {
    /// Every item's slot, in item order.
    let slots: [FlowSlot]
    /// The index of each line's first item, followed by the item count.
    let lineFirstItems: [Int]
    /// Where each line starts along the axis (increasing).
    let lineStarts: [Double]
    /// Where each line ends along the axis (increasing).
    let lineEnds: [Double]

    /// The lines of items of `sizes` for a layout scrolling in `direction` under `metrics`.
    init(sizes: [Size], direction: FlowScrollDirection, metrics: FlowMetrics) {
        let axisLengths = sizes.map { direction.axisLength(of: $0).flowLength }
        let crossLengths = sizes.map { direction.crossLength(of: $0).flowLength }
        let count = sizes.count
        let spacing = metrics.interitemSpacing
        var slots: [FlowSlot] = []
        slots.reserveCapacity(count)
        var firsts: [Int] = [], starts: [Double] = [], ends: [Double] = []
        var lineStart = metrics.insetBefore
        var index = 0
        while index < count {
            let first = index
            var used = crossLengths[index]
            var thickness = axisLengths[index]
            index += 1
            while index < count, used + spacing + crossLengths[index] <= metrics.available {
                used += spacing + crossLengths[index]
                thickness = max(thickness, axisLengths[index])
                index += 1
            }
            let spare = metrics.available - used
            var cross = metrics.crossStart
            var gap = spacing
            if index - first == 1 {
                cross += max(spare, 0) / 2
            } else if index < count {
                gap += spare / Double(index - first - 1)
            }
            for item in first..<index {
                slots.append(
                    FlowSlot(
                        axis: lineStart + (thickness - axisLengths[item]) / 2, cross: cross,
                        axisLength: axisLengths[item], crossLength: crossLengths[item]))
                cross += crossLengths[item] + gap
            }
            firsts.append(first)
            starts.append(lineStart)
            ends.append(lineStart + thickness)
            lineStart += thickness + metrics.lineSpacing
        }
        firsts.append(count)
        self.slots = slots
        self.lineFirstItems = firsts
        self.lineStarts = starts
        self.lineEnds = ends
    }

    /// The number of lines.
    var lineCount: Int { lineStarts.count }

    /// The item indices of line `line`.
    func itemRange(ofLine line: Int) -> Range<Int> {
        lineFirstItems[line]..<lineFirstItems[line + 1]
    }

    /// The first line that ends after `position` along the axis, or ``lineCount``.
    ///
    /// Lines are guessed from the average line pitch, then found by galloping out from the
    /// guess and a binary search: O(log d) for a guess d lines off, so O(1) when lines are
    /// about evenly long and O(log n) at worst. Unlike a plain binary search over a million
    /// lines, it touches a few neighbouring entries rather than twenty far-apart ones.
    func firstLine(endingAfter position: Double) -> Int {
        guard let first = lineEnds.first, let last = lineEnds.last, !position.isNaN else { return 0 }
        if first > position { return 0 }
        if last <= position { return lineCount }
        // first ≤ position < last: the guess lies in 0..<lineCount.
        let guess = min(Int((position - first) / (last - first) * Double(lineCount - 1)), lineCount - 1)
        var step = 1
        if lineEnds[guess] > position {
            // The line sought is at or before the guess: gallop back past it.
            var high = guess, low = guess - 1
            while low >= 0, lineEnds[low] > position {
                high = low
                low -= step
                step *= 2
            }
            return Self.partition(max(low + 1, 0)..<high) { lineEnds[$0] > position }
        }
        // The line sought is after the guess: gallop forward past it.
        var low = guess, high = guess + 1
        while high < lineCount, lineEnds[high] <= position {
            low = high
            high += step
            step *= 2
        }
        return Self.partition((low + 1)..<min(high, lineCount)) { lineEnds[$0] > position }
    }

    /// The first item of line `line` that ends after `position` across the axis (the line's
    /// end index when none does): a binary search, as slots run forward across a line.
    func firstItem(inLine line: Int, endingAfterCross position: Double) -> Int {
        Self.partition(itemRange(ofLine: line)) { slots[$0].crossEnd > position }
    }

    /// The first index of `range` where `isAfter` holds, for a predicate that stays true once
    /// it holds; `range.upperBound` when it never does.
    private static func partition(_ range: Range<Int>, where isAfter: (Int) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isAfter(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
