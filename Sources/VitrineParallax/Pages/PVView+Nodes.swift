import VitrineCanvas
import VitrineMotion

extension PVView {
    /// The nodes to draw this frame, in the view's coordinates: the active page's items in the
    /// delegate's order (later on top), each item held by a container drawn inside it; items of
    /// other pages behind them when ``hidesItemsOfOtherPages`` is off; past the first or last
    /// page with the stretch, drawn stretched along the direction (``stretched(_:)``).
    public func makeNodes() -> [Node] {
        var composed: [String: Node] = [:]
        for item in loadedItems {
            composed[item.identifier] = targets[item.identifier].map(drawnNode)
        }
        // Deepest first, so that an item holds its own contents before it is put in its
        // container; inserting at the container's original child count keeps the page's order.
        let ownChildCount = composed.mapValues(\.children.count)
        for item in loadedItems.reversed() {
            guard let container = item.container, let node = composed[item.identifier],
                let index = ownChildCount[container]
            else { continue }
            composed[container]?.children.insert(node, at: index)
        }

        var nodes: [Node] = []
        if !hidesItemsOfOtherPages {
            let onPage = Set(loadedItems.map(\.identifier))
            for identifier in creationOrder where !onPage.contains(identifier) {
                if let target = targets[identifier] {
                    nodes.append(drawnNode(of: target))
                }
            }
        }
        for item in loadedItems where item.container == nil {
            if let node = composed[item.identifier] { nodes.append(node) }
        }
        return stretched(nodes)
    }

    /// `nodes` drawn through the scroll's overscroll stretch along the direction (Android's
    /// stretch, see `OverscrollStretch`); as they are when nothing is stretched.
    public func stretched(_ nodes: [Node]) -> [Node] {
        let stretch = scroller.stretch
        guard stretch.isStretched else { return nodes }
        let horizontal = direction == .horizontal
        let length = horizontal ? viewport.width : viewport.height
        return nodes.map { $0.mappedAlongAxis(horizontal: horizontal) { stretch.stretched($0, length: length) } }
    }

    /// The node of the item with `identifier` as it would be drawn now (its transform
    /// composed, or flat with ``reducesMotion``), or `nil` when no node was made for it since the last reload.
    public func viewForItem(by identifier: String) -> Node? {
        targets[identifier].map(drawnNode)
    }

    /// The node drawn for `target`: composed in perspective, or with ``reducesMotion`` flat and
    /// faded where it would turn (``PVTarget/reducedMotionNode()``).
    func drawnNode(of target: PVTarget) -> Node {
        reducesMotion ? target.reducedMotionNode() : target.composedNode(perspectiveDistance: perspectiveDistance)
    }

    /// The state the actions have left the item with `identifier` in, or `nil` when no node was
    /// made for it since the last reload.
    public func target(forItemBy identifier: String) -> PVTarget? {
        targets[identifier]
    }

    /// The actions of the item with `identifier` on the active page; empty when it is not on it.
    public func actionsOnCurrentPage(forItemBy identifier: String) -> [any PVActionType] {
        loadedItems.first { $0.identifier == identifier }?.actions ?? []
    }

    /// The page whose items and actions play: the current page, or the one before it on an
    /// ignored last page; `nil` before the first update.
    public var activePageIndex: Int? { loadedPage }
}
