extension FlowLayoutGeometry {
    /// How the lines are kept: by arithmetic for items of one size, as a table otherwise.
    enum Arrangement: Sendable {
        /// Items of one size.
        case uniform(UniformFlowGrid)
        /// Items with sizes of their own.
        case individual(IndividualFlowLines)

        /// The number of lines.
        var lineCount: Int {
            switch self {
            case .uniform(let grid): grid.lineCount
            case .individual(let lines): lines.lineCount
            }
        }

        /// The item indices of line `line`.
        func itemRange(ofLine line: Int) -> Range<Int> {
            switch self {
            case .uniform(let grid): grid.itemRange(ofLine: line)
            case .individual(let lines): lines.itemRange(ofLine: line)
            }
        }

        /// Where line `line` starts along the axis.
        func lineStart(_ line: Int) -> Double {
            switch self {
            case .uniform(let grid): grid.lineStart(line)
            case .individual(let lines): lines.lineStarts[line]
            }
        }

        /// Where the last line ends along the axis, or `nil` without lines.
        var linesEnd: Double? {
            switch self {
            case .uniform(let grid): grid.lineCount > 0 ? grid.lineEnd(grid.lineCount - 1) : nil
            case .individual(let lines): lines.lineEnds.last
            }
        }

        /// The slot of item `index`, which must be in range.
        func slot(ofItem index: Int) -> FlowSlot {
            switch self {
            case .uniform(let grid): grid.slot(ofItem: index)
            case .individual(let lines): lines.slots[index]
            }
        }

        /// The first line that ends after `position` along the axis, or ``lineCount``.
        func firstLine(endingAfter position: Double) -> Int {
            switch self {
            case .uniform(let grid): grid.firstLine(endingAfter: position)
            case .individual(let lines): lines.firstLine(endingAfter: position)
            }
        }

        /// The first item of line `line` that ends after `position` across the axis.
        func firstItem(inLine line: Int, endingAfterCross position: Double) -> Int {
            switch self {
            case .uniform(let grid): grid.firstItem(inLine: line, endingAfterCross: position)
            case .individual(let lines): lines.firstItem(inLine: line, endingAfterCross: position)
            }
        }

        /// Whether no item has area, so that no rectangle meets any.
        var hasOnlyEmptyItems: Bool {
            if case .uniform(let grid) = self { return grid.hasEmptyItems }
            return false
        }

        /// The items of line `line` whose spans along the axis can differ: all of them, or just
        /// the first when every item shares one size (and so one span).
        func distinctAxisItems(ofLine line: Int) -> Range<Int> {
            let items = itemRange(ofLine: line)
            if case .uniform = self { return items.lowerBound..<min(items.lowerBound + 1, items.upperBound) }
            return items
        }
    }
}
