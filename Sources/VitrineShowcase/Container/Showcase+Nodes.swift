import VitrineCanvas
import VitrineGeometry
import VitrineMotion

extension Showcase {
    /// The nodes of the views on screen, placed for the current scroll: the path moves each
    /// item across the axis, the transform shapes it by its rate, and 3-D layouts add depth,
    /// fading and back-face hiding; past an edge with the stretch, the items are drawn stretched
    /// along the axis (see `OverscrollStretch`). Coordinates are the viewport's (origin top-left); the caller
    /// draws them inside a node that fills the viewport, where `Node/zPosition` orders them.
    public func makeNodes() -> [Node] {
        placedItems().map(\.node)
    }

    /// The nodes of ``makeNodes()``, each with the item (the index of its model) it shows: to
    /// mark one, as a focus ring marks the focused item. With looping an item may show more
    /// than once.
    public func makeItemNodes() -> [(item: Int, node: Node)] {
        placedItems().map { ($0.slot.model, $0.node) }
    }

    /// The model whose item is drawn frontmost at `point` (viewport coordinates), as the eye
    /// sees it through the transforms and depth; `nil` over no item.
    public func item(at point: Point) -> Int? {
        frontmostSlot(at: point)?.model
    }

    /// The slot whose item is drawn frontmost at `point` (viewport coordinates).
    func frontmostSlot(at point: Point) -> Slot? {
        let items = placedItems()
        let root = Node(filling: viewport, children: items.map(\.node))
        return root.frontmostChild(at: point).map { items[$0].slot }
    }

    /// The size of item `index` before its transform: its own length along the axis (see
    /// ``itemLengths``), the layout's size across it; the layout's item size for items of one
    /// size or an index outside the models.
    public func itemSize(ofItem index: Int) -> Size {
        guard let strip, (0..<count).contains(index) else { return layout.itemSize }
        return itemSize(length: strip.lengths[index])
    }

    /// The layout's item size with `length` along the axis.
    func itemSize(length: Double) -> Size {
        layout.direction == .horizontal
            ? Size(width: length, height: layout.itemSize.height) : Size(width: layout.itemSize.width, height: length)
    }

    /// The nodes of ``makeNodes()`` with the slot each one shows.
    func placedItems() -> [(slot: Slot, node: Node)] {
        let period = layout.period
        let middle = Point(x: viewport.width / 2, y: viewport.height / 2)
        var nodes: [(slot: Slot, node: Node)] = []
        for slot in currentSlots {
            guard let view = liveViews[slot.index] else { continue }
            let appearance =
                strip == nil
                ? layout.appearance(forOffset: slot.distance, in: viewport, itemCount: count)
                : layout.appearance(forOffset: slot.distance, rate: rate(of: slot), in: viewport, itemCount: count)
            guard !appearance.isHidden else { continue }
            // Items of different lengths: flat layouts put each at its own place on the strip;
            // the 3-D family reads its place in items, spread as the layout's period.
            let along = strip == nil || layout.placesItems ? slot.distance * period : slot.along
            let slotCenter =
                layout.direction == .horizontal
                ? Point(x: middle.x + along, y: middle.y) : Point(x: middle.x, y: middle.y + along)
            let center = layout.itemCenter(forSlotCenter: slotCenter, in: viewport)
            guard center.x.isFinite, center.y.isFinite else { continue }
            var node = content.node(view)
            node.center = center
            node.size = strip == nil ? layout.itemSize : itemSize(length: slot.length)
            node.transform = appearance.transform
            node.opacity *= appearance.opacity
            node.zPosition = appearance.zPosition
            node.isDoubleSided = appearance.isDoubleSided
            nodes.append((slot, node))
        }
        let stretch = scroller.stretch
        guard stretch.isStretched else { return nodes }
        // Android's stretch: every item drawn through the stretch of the viewport along the axis.
        let horizontal = layout.direction == .horizontal
        let length = horizontal ? viewport.width : viewport.height
        return nodes.map { item in
            (item.slot, item.node.mappedAlongAxis(horizontal: horizontal) { stretch.stretched($0, length: length) })
        }
    }
}
