extension Scroller {
    /// Scrolls to `offset`, gliding when `animated` (from `time`, over Chromium's duration for a
    /// programmatic smooth scroll: √distance/60 s, at most 0.7 s), else at once.
    public mutating func scroll(to offset: Double, animated: Bool, at time: Double) {
        guard offset.isFinite else { return }
        guard animated else {
            jump(to: offset)
            return
        }
        update(at: time)
        stop()
        let target = isLooping ? offset : clampedIfBounded(offset)
        let distance = target - self.offset
        glide(by: distance, duration: WheelGlide.programmaticDuration(forDistance: distance), at: time)
    }

    /// Scrolls to page `page` (offset `page · pageSize`, or snap point `page`); does nothing
    /// without a page size or snap points.
    public mutating func scroll(toPage page: Int, animated: Bool, at time: Double) {
        if let points = configuration.snapPoints {
            scroll(to: points.offset(ofIndex: page, period: configuration.loopPeriod), animated: animated, at: time)
            return
        }
        guard let size = configuration.pageSize, size > 0 else { return }
        scroll(to: Double(page) * size, animated: animated, at: time)
    }

    /// The page the content is on (nearest), or `nil` without a page size.
    public var currentPage: Int? {
        page(at: position)
    }

    /// The page the content comes to rest on (nearest ``restingOffset``; around a loop, counted
    /// within one turn), or `nil` without a page size.
    public var restingPage: Int? {
        page(at: ScrollPosition(offset: restingOffset, period: configuration.loopPeriod))
    }

    /// The page nearest `position` (within one turn of looping content), or `nil` without a
    /// page size; with snap points, the item of the nearest one.
    private func page(at position: ScrollPosition) -> Int? {
        if let points = configuration.snapPoints {
            let period = configuration.loopPeriod
            let index = points.nearestIndex(to: isLooping ? position.inPeriod : position.offset, period: period)
            return points.item(ofIndex: index, period: period)
        }
        guard let size = configuration.pageSize, size > 0 else { return nil }
        let value = ((isLooping ? position.inPeriod : position.offset) / size).rounded()
        return value.isFinite && abs(value) < 1e15 ? Int(value) : nil
    }

    /// Where the content comes to rest if nothing else happens: the end of the fling, glide or
    /// spring under way, else the current offset (also during a drag or touchpad gesture).
    public var restingOffset: Double {
        guard case .animating(let animation) = phase else { return offset }
        return position(local: animation.motion.restingPosition, anchor: animation.anchor).offset
    }
}
