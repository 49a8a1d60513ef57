import VitrineMotion

extension Showcase {
    /// Whether ``itemLengths`` gives lengths at all.
    var usesItemLengths: Bool {
        !(itemLengths ?? []).isEmpty
    }

    /// Makes ``strip`` again when the lengths, the count or the spacing changed.
    func updateStrip() {
        guard let lengths = itemLengths, !lengths.isEmpty, count > 0 else {
            strip = nil
            return
        }
        let spacing = layout.lineSpacing
        if let strip, strip.matches(lengths: lengths, count: count, spacing: spacing) { return }
        strip = ItemStrip(lengths: lengths, count: count, spacing: spacing, fallback: layout.itemLength)
    }

    /// Sets the scroller up for items of different lengths: their centers are its snap points,
    /// one loop is the strip's length, and the content runs from item 0 centered to the last
    /// item centered.
    func configureScroller(for strip: ItemStrip, configuration: Scroller.Configuration) {
        var configuration = configuration
        configuration.step = strip.loopLength / Double(strip.count)
        configuration.pageSize = nil
        configuration.snapPoints = strip.snapPoints
        configuration.snapping = snapping
        configuration.loopPeriod = isLooping ? strip.loopLength : nil
        configuration.decelerationRate = decelerationRate
        configuration.edgeBehavior = edgeBehavior
        scroller.configuration = configuration
        let viewportLength = layout.direction == .horizontal ? viewport.width : viewport.height
        scroller.setContent(length: strip.lastCenter + viewportLength, viewport: viewportLength)
    }

    /// Runs `change` (which sets the scroller up again) and, when the strip changed, moves the
    /// scroll so that it is as many items along as before, where it was heading if it was moving.
    /// `oldPeriod` is the uniform strip's period before the change, when the layout changed.
    func keepingCenterItem(oldPeriod: Double? = nil, _ change: () -> Void) {
        let oldStrip = strip, period = oldPeriod ?? layout.period, looping = isLooping
        let resting = scroller.restingOffset
        var units: Double
        if let oldStrip {
            let offset = looping ? ScrollPosition(offset: resting, period: oldStrip.loopLength).inPeriod : resting
            units = oldStrip.units(at: offset, looping: looping)
        } else {
            units = period > 0 ? resting / period : 0
            if looping, count > 0 { units = units.truncatingRemainder(dividingBy: Double(count)) }
        }
        change()
        guard strip != oldStrip || (strip == nil && oldStrip == nil && period != layout.period) else { return }
        guard units.isFinite else { return }
        scroller.jump(to: offset(atUnits: units))
        arrangeViews()
    }

    /// The offset at which the strip is `units` items along (item k centered at k).
    func offset(atUnits units: Double) -> Double {
        if let strip { return strip.offset(atUnits: units, looping: isLooping) }
        return units * layout.period
    }

    /// The offset at which item `index` is centered: the sum of the lengths and spacings before
    /// it and half its own and item 0's lengths; `index · period` for the uniform strip. An
    /// index outside the models gives `nil`.
    public func restingOffset(ofItem index: Int) -> Double? {
        guard (0..<count).contains(index) else { return nil }
        if let strip { return strip.centers[index] }
        return Double(index) * layout.period
    }

    /// How many items along the strip the viewport's center is: k with item k centered, 1.5
    /// halfway between the centers of items 1 and 2, counted in items whatever their lengths.
    /// Within `0..<count` when looping; below 0 or past the last item when scrolled past an end.
    public var centerPosition: Double {
        let position = scroller.position
        let offset = isLooping ? position.inPeriod : position.offset
        if let strip { return strip.units(at: offset, looping: isLooping) }
        let period = layout.period
        return period > 0 ? offset / period : 0
    }
}
