import VitrineGeometry

extension Showcase {
    /// Scrolls so that the strip is `offset` points along (item i is centered at i · period),
    /// gliding when `animated`.
    public func scroll(to offset: Double, animated: Bool, at time: Double) {
        scroller.scroll(to: offset, animated: animated, at: time)
        arrangeViews()
    }

    /// Glides the item drawn frontmost at `point` (viewport coordinates) to the center, the very
    /// repetition that was tapped when looping; does nothing where there is no item.
    public func centerItem(at point: Point, at time: Double) {
        guard let distance = frontmostSlot(at: point)?.distance, distance != 0 else { return }
        scroll(to: scroller.offset + distance * layout.period, animated: true, at: time)
    }

    /// Centers the item of model `index`, gliding when `animated`; when looping, the nearest
    /// repetition of that item is the one centered.
    public func scrollToItem(_ index: Int, animated: Bool, at time: Double) {
        guard count > 0, (0..<count).contains(index) else { return }
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
}
