extension Scroller {
    /// The offset the resting positions are measured in: the offset inside the loop's period
    /// when looping, else the offset itself.
    var snapBase: Double {
        isLooping ? position.inPeriod : position.offset
    }

    /// The resting position of `index` among the snap points, in the same measure as
    /// ``snapBase``.
    func snapOffset(_ points: ScrollSnapPoints, index: Int) -> Double {
        points.offset(ofIndex: index, period: configuration.loopPeriod)
    }

    /// When sticking on snap points, the local coordinate of the one to rest on: the one nearest
    /// `projected`, unless that lies behind the content and the release was a flick: then the
    /// first one ahead, so a flick never turns back.
    func stickTarget(projected: Double, velocity: Double, points: ScrollSnapPoints) -> Double {
        let period = configuration.loopPeriod
        let offset = snapBase, start = localStart.local
        var index = points.nearestIndex(to: offset + projected - start, period: period)
        if abs(velocity) >= configuration.pagingFlickVelocity, (snapOffset(points, index: index) - offset) * velocity < 0 {
            index =
                velocity > 0
                ? points.firstIndex(atOrAfter: offset, period: period)
                : points.lastIndex(atOrBefore: offset, period: period)
        }
        return start + (snapOffset(points, index: index) - offset)
    }

    /// When paging on snap points, the local coordinate of the one to rest on: after a flick,
    /// the next one in the flick's direction; after a slow release, the nearest.
    func pageTarget(velocity: Double, points: ScrollSnapPoints) -> Double {
        let period = configuration.loopPeriod
        let offset = snapBase
        let index: Int
        if abs(velocity) >= configuration.pagingFlickVelocity {
            index =
                velocity > 0
                ? points.firstIndex(after: offset, period: period)
                : points.lastIndex(before: offset, period: period)
        } else {
            index = points.nearestIndex(to: offset, period: period)
        }
        return localStart.local + (snapOffset(points, index: index) - offset)
    }

    /// `target`, a local coordinate from `anchor`, moved onto the nearest snap point.
    func snapped(_ target: Double, anchor: ScrollPosition, points: ScrollSnapPoints) -> Double {
        let base = isLooping ? anchor.inPeriod : 0
        let index = points.nearestIndex(to: base + target, period: configuration.loopPeriod)
        return snapOffset(points, index: index) - base
    }

    /// Glides `steps` snap points on from where the content rests (a fraction of a notch is at
    /// least one).
    mutating func step(_ steps: Double, duration: Double?, at time: Double, points: ScrollSnapPoints) {
        let whole = Int(min(max(steps, -1e6), 1e6).rounded(.awayFromZero))
        let period = configuration.loopPeriod, isLooping = self.isLooping
        glide(duration: duration, at: time) { rest, anchor in
            let base = isLooping ? anchor.inPeriod : 0
            let index = points.nearestIndex(to: base + rest, period: period) + whole
            return points.offset(ofIndex: index, period: period) - base
        }
    }
}
