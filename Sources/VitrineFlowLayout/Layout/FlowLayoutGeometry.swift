import VitrineGeometry

/// A ``FlowLayout`` laid out in one viewport: every item's frame, the content size, and the
/// items a rectangle meets.
///
/// Lines fill across the scroll axis (rows when scrolling vertically, columns when scrolling
/// horizontally), starting at the section inset, one after the other with at least
/// ``FlowLayout/minimumLineSpacing`` between them. The rules follow UICollectionViewFlowLayout:
/// - A line takes items while they fit with ``FlowLayout/minimumInteritemSpacing``; its first
///   item always goes in, so an item larger than the room across the axis gets a line of its own
///   and starts at the inset (it overflows on the far side).
/// - A line of one item centres it across the axis.
/// - Other lines are justified: the spare room is spread evenly between their items, so the
///   first item touches the leading inset and the last the trailing one.
/// - The last line keeps the minimum spacing from the leading inset (UIKit's left-aligned last
///   row), except when all items share one size: then, as in UIKit, it uses the first slots of
///   a full line so the grid's columns line up.
/// - Along the axis a line is as thick as its longest item and centres each item on itself.
///
/// The content extends from 0 to the end of the last line plus the trailing inset along the
/// axis (just the two insets without items), and spans the viewport across it.
///
/// Preparing costs O(1) when all items share one size and O(n) otherwise; frames cost O(1) and
/// ``indicesOfItems(in:)`` O(log n + k) for k items found.
public struct FlowLayoutGeometry: Sendable {
    /// The layout this geometry lays out.
    public let layout: FlowLayout
    /// The viewport size it is laid out for.
    public let viewport: Size
    /// The size of the scrollable content.
    public let contentSize: Size
    /// The sanitised numbers the lines were built from.
    let metrics: FlowMetrics
    /// The lines.
    let arrangement: Arrangement

    /// Lays out `layout` in a viewport of `viewport` size.
    public init(layout: FlowLayout, viewport: Size) {
        self.layout = layout
        self.viewport = viewport
        let metrics = FlowMetrics(layout: layout, viewport: viewport)
        self.metrics = metrics
        let direction = layout.scrollDirection
        switch layout.items {
        case .uniform(let size, let count):
            arrangement = .uniform(
                UniformFlowGrid(
                    count: count, axisLength: direction.axisLength(of: size),
                    crossLength: direction.crossLength(of: size), metrics: metrics))
        case .individual(let sizes):
            if let size = layout.items.commonSize {
                arrangement = .uniform(
                    UniformFlowGrid(
                        count: sizes.count, axisLength: direction.axisLength(of: size),
                        crossLength: direction.crossLength(of: size), metrics: metrics))
            } else {
                arrangement = .individual(IndividualFlowLines(sizes: sizes, direction: direction, metrics: metrics))
            }
        }
        contentSize = direction.size(
            axis: metrics.contentLength(linesEnd: arrangement.linesEnd),
            cross: metrics.crossViewport)
    }

    /// The scroll direction.
    public var scrollDirection: FlowScrollDirection { layout.scrollDirection }

    /// The number of items.
    public var itemCount: Int { layout.itemCount }

    /// The number of lines.
    public var lineCount: Int { arrangement.lineCount }

    /// The content's extent along the scroll axis.
    public var contentLength: Double { scrollDirection.axisLength(of: contentSize) }

    /// The viewport's extent along the scroll axis.
    public var viewportLength: Double { scrollDirection.axisLength(of: viewport).flowLength }

    /// The largest content offset at rest, `max(contentLength − viewportLength, 0)`; the
    /// smallest is 0. These are the bare content's ends; a ``PluginableFlowLayout`` moves them to
    /// its first and last items' slots (``PluginableFlowLayout/contentOffsetRange``).
    public var maximumContentOffset: Double { max(contentLength - viewportLength, 0) }

    /// `offset` pulled into the scrollable range `0...maximumContentOffset`; NaN gives 0.
    public func clampedContentOffset(_ offset: Double) -> Double {
        guard !offset.isNaN else { return 0 }
        return min(max(offset, 0), maximumContentOffset)
    }

    /// The frame of item `index`, or `nil` when there is no such item.
    public func frame(ofItem index: Int) -> Rect? {
        guard index >= 0, index < itemCount else { return nil }
        return arrangement.slot(ofItem: index).rect(scrollDirection)
    }

    /// The indices, in increasing order, of the items whose frames intersect `rect` (as
    /// `Rect.intersects`: items without area meet nothing).
    public func indicesOfItems(in rect: Rect) -> [Int] {
        var indices: [Int] = []
        forEachItem(in: rect) { index, _ in indices.append(index) }
        return indices
    }

    /// Calls `body` with the index and frame of every item whose frame intersects `rect`, in
    /// increasing index order, without allocating: O(log n + k) for k items found.
    public func forEachItem(in rect: Rect, _ body: (Int, Rect) -> Void) {
        guard !rect.isEmpty, !arrangement.hasOnlyEmptyItems else { return }
        let direction = scrollDirection
        let axisEnd = direction.axisMax(of: rect)
        let crossStart = direction.crossMin(of: rect)
        let crossEnd = direction.crossMax(of: rect)
        var line = arrangement.firstLine(endingAfter: direction.axisMin(of: rect))
        while line < lineCount, arrangement.lineStart(line) < axisEnd {
            let lineEnd = arrangement.itemRange(ofLine: line).upperBound
            var item = arrangement.firstItem(inLine: line, endingAfterCross: crossStart)
            while item < lineEnd {
                let slot = arrangement.slot(ofItem: item)
                if slot.cross >= crossEnd { break }
                let frame = slot.rect(direction)
                if frame.intersects(rect) { body(item, frame) }
                item += 1
            }
            line += 1
        }
    }
}
