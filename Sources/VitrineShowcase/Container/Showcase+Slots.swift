extension Showcase {
    /// A place on the strip of items: slot k shows model k mod count, and its center lies
    /// `distance` items (`along` points) from the viewport's center along the axis.
    struct Slot: Hashable {
        /// The slot's number: 0 for the first item's first appearance, counting on through the
        /// loop's repetitions (and below 0 before the start).
        var index: Int
        /// The model the slot shows.
        var model: Int
        /// How many items the slot's center lies from the viewport's center (negative: left or
        /// above): item periods for the uniform strip, units (one from a center to the next)
        /// for items of different lengths.
        var distance: Double
        /// How many points the slot's center lies from the viewport's center: the scroll that
        /// centers it.
        var along: Double
        /// The item's length along the axis.
        var length: Double
    }

    /// Half the viewport's length along the axis.
    var halfLength: Double {
        (layout.direction == .horizontal ? viewport.width : viewport.height) / 2
    }

    /// How many slots on each side of the center slot are kept: as far as the layout shows
    /// items (half the viewport plus one slot of margin for flat layouts; further for the 3-D
    /// family), and never more than the models when looping, so no item appears twice on a ring.
    var slotsPerSide: Int {
        let limit = layout.visibleOffsetLimit(in: viewport, itemCount: count)
        guard limit.isFinite, limit > 0 else { return 0 }
        return Int(min(limit.rounded(.up), 500))
    }

    /// The slots to show now, in order along the axis.
    var currentSlots: [Slot] {
        if strip != nil { return stripSlots }
        let count = self.count, period = layout.period
        guard count > 0, period > 0 else { return [] }
        let position = scroller.position
        // The slot at or just before the center, and how far past it the center is.
        let scaled = (isLooping ? position.inPeriod : position.offset) / period
        guard scaled.isFinite else { return [] }
        let floor = scaled.rounded(.down)
        let fraction = scaled - floor
        let base = (isLooping ? position.cycle * count : 0) + Int(floor)
        let reach = slotsPerSide
        var slots: [Slot] = []
        slots.reserveCapacity(2 * reach + 1)
        for step in -reach...reach {
            let index = base + step
            if !isLooping, index < 0 || index >= count { continue }
            let model = ((index % count) + count) % count
            let distance = Double(step) - fraction
            slots.append(
                Slot(index: index, model: model, distance: distance, along: distance * period, length: layout.itemLength))
        }
        return slots
    }

    /// Gives every current slot a view, reusing the views of slots that left the screen; a reused
    /// view is configured with its new slot's model.
    func arrangeViews() {
        let slots = currentSlots
        let wanted = Set(slots.map(\.index))
        for (index, view) in liveViews where !wanted.contains(index) {
            reusePool.append(view)
            liveViews[index] = nil
        }
        for slot in slots where liveViews[slot.index] == nil {
            let view = reusePool.popLast() ?? content.makeView()
            content.configure(view, slot.model)
            liveViews[slot.index] = view
        }
    }

    /// The model whose item is geometrically nearest the center (the seed read a deque entry).
    public var centerIndex: Int {
        let slots = currentSlots
        if strip != nil { return slots.min { abs($0.along) < abs($1.along) }?.model ?? 0 }
        return slots.min { abs($0.distance) < abs($1.distance) }?.model ?? 0
    }

    /// The views whose items reach into the viewport, in order along the axis.
    public var visibleViews: [AnyObject] {
        visibleSlots.compactMap { liveViews[$0.index] }
    }

    /// The scrolling rates of the items that reach into the viewport, in order along the axis:
    /// where the path and the transform are read for each of them (see
    /// ``Layout/rate(forOffset:in:)``).
    public var visibleRates: [Double] {
        visibleSlots.map(rate(of:))
    }

    /// The scrolling rate of a slot's item (see ``Layout/rate(forOffset:in:)``): from its
    /// offset in item periods for the uniform strip and the 3-D family; for flat layouts of
    /// items of different lengths, the rate of its center, `along / (length / 2)`.
    func rate(of slot: Slot) -> Double {
        guard strip != nil, !layout.placesItems else { return layout.rate(forOffset: slot.distance, in: viewport) }
        return halfLength > 0 ? slot.along / halfLength : 0
    }

    /// The current slots whose items reach into the viewport.
    private var visibleSlots: [Slot] {
        if strip != nil { return currentSlots.filter { abs($0.along) - $0.length / 2 < halfLength } }
        let period = layout.period
        let itemHalf = (layout.direction == .horizontal ? layout.itemSize.width : layout.itemSize.height) / 2
        return currentSlots.filter { abs($0.distance) * period - itemHalf < halfLength }
    }

    /// How many views exist, live or waiting for reuse (for the reuse tests).
    var viewCount: Int { liveViews.count + reusePool.count }
}
