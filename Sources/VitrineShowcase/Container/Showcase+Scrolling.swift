import VitrineGeometry

extension Showcase {
    /// Scrolls so that the strip is `offset` points along (item i is centered at
    /// ``restingOffset(ofItem:)``: i · period for items of one size), gliding when `animated`.
    public func scroll(to offset: Double, animated: Bool, at time: Double) {
        scroller.scroll(to: offset, animated: animated, at: time)
        arrangeViews()
    }

    /// Glides the item drawn frontmost at `point` (viewport coordinates) to the center, the very
    /// repetition that was tapped when looping; does nothing where there is no item.
    public func centerItem(at point: Point, at time: Double) {
        guard let slot = frontmostSlot(at: point), slot.distance != 0 else { return }
        let distance = strip == nil ? slot.distance * layout.period : slot.along
        scroll(to: scroller.offset + distance, animated: true, at: time)
    }

    /// Centers the item of model `index`, gliding when `animated`; when looping, the nearest
    /// repetition of that item is the one centered.
    public func scrollToItem(_ index: Int, animated: Bool, at time: Double) {
        guard count > 0, (0..<count).contains(index) else { return }
        if let strip {
            scrollToItem(index, animated: animated, at: time, strip: strip)
            return
        }
        let period = layout.period
        guard isLooping else {
            scroll(to: Double(index) * period, animated: animated, at: time)
            return
        }
        let loop = Double(count) * period
        var delta = Double(index) * period - scroller.position.inPeriod
        if delta > loop / 2 { delta -= loop }
        if delta < -loop / 2 { delta += loop }
        scroll(to: scroller.offset + delta, animated: animated, at: time)
    }

    /// ``scrollToItem(_:animated:at:)`` on a strip of items of different lengths: to the item's
    /// center in the current turn of the loop, or the next or previous turn's when nearer.
    private func scrollToItem(_ index: Int, animated: Bool, at time: Double, strip: ItemStrip) {
        guard isLooping else {
            scroll(to: strip.centers[index], animated: animated, at: time)
            return
        }
        let loop = strip.loopLength, position = scroller.position
        var turn = Double(position.cycle)
        let delta = strip.centers[index] - position.inPeriod
        if delta > loop / 2 { turn -= 1 }
        if delta < -loop / 2 { turn += 1 }
        scroll(to: turn * loop + strip.centers[index], animated: animated, at: time)
    }
}
