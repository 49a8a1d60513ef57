extension Showcase {
    /// The slots to show now when the items differ in length, in order along the axis.
    ///
    /// The 3-D family keeps as many items on each side as its transform shows
    /// (``slotsPerSide``, counted in items); flat layouts walk out from the center until an item
    /// lies wholly past each edge of the viewport, however many repetitions of the loop that
    /// takes (two short cards in a wide viewport repeat until it is full), at most 500 a side.
    var stripSlots: [Slot] {
        guard let strip, count > 0 else { return [] }
        let position = scroller.position
        let offset = isLooping ? position.inPeriod : position.offset
        guard offset.isFinite else { return [] }
        let units = strip.units(at: offset, looping: isLooping)
        let floor = units.rounded(.down)
        guard floor.isFinite, abs(floor) < 1e15 else { return [] }
        let first = Int(floor)
        let turnBase = isLooping ? position.cycle * count : 0
        let looping = isLooping, count = self.count
        func slot(_ relative: Int) -> Slot? {
            guard let center = strip.center(ofSlot: relative, looping: looping) else { return nil }
            let model = ((relative % count) + count) % count
            return Slot(
                index: turnBase + relative, model: model, distance: Double(relative) - units,
                along: center - offset, length: strip.lengths[model])
        }
        if layout.placesItems {
            let reach = slotsPerSide
            return (-reach...reach).compactMap { slot(first + $0) }
        }
        let half = halfLength, limit = 500
        var after: [Slot] = [], before: [Slot] = []
        for step in 0...limit {
            let relative = first + step
            if !looping, relative >= count { break }
            guard let next = slot(relative) else { continue }
            after.append(next)
            if next.along - next.length / 2 > half { break }
        }
        for step in 1...limit {
            let relative = first - step
            if !looping, relative < 0 { break }
            guard let next = slot(relative) else { continue }
            before.append(next)
            if next.along + next.length / 2 < -half { break }
        }
        return before.reversed() + after
    }
}
