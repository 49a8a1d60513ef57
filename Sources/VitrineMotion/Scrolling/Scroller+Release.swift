extension Scroller {
    /// Lets the content go at `time` with `velocity` (points per second, content direction):
    /// a fling, a spring back from past an edge, or a glide onto the page or target the scene
    /// wants.
    mutating func release(velocity: Double, at time: Double) {
        let (anchor, start) = localStart
        let velocity = velocity.isFinite ? velocity : 0

        // Stretched past an edge: the offset stays at the edge and the stretch springs back from
        // rest, as Android's `EdgeEffect.onRelease` (the release velocity is dropped).
        if !isLooping, stretch.isStretched {
            animate(.hold(start), anchor: anchor, at: time)
            return
        }

        // Past an edge: spring back, never overshooting the edge.
        if !isLooping, start < minimumOffset || start > maximumOffset {
            let edge = start < minimumOffset ? minimumOffset : maximumOffset
            let velocity = overscrolledReleaseVelocity(velocity, at: start, edge: edge)
            animate(
                .spring(Self.springWithoutOvershoot(from: start, velocity: velocity, to: edge)),
                anchor: anchor, at: time)
            return
        }

        let projected = start + configuration.effectiveDecelerationRate.projectedDistance(velocity: velocity)
        let hasRestingPositions =
            configuration.pageSize != nil || configuration.snapPoints != nil || configuration.targetContentOffset != nil
        guard configuration.snapping != .free, hasRestingPositions else {
            fling(from: start, velocity: velocity, anchor: anchor, at: time)
            return
        }
        var target =
            configuration.snapping == .stick
            ? stickTarget(projected: projected, velocity: velocity) ?? projected
            : pageTarget(velocity: velocity) ?? projected
        if let chosen = sceneTarget(proposed: target, current: start, velocity: velocity, anchor: anchor) {
            target = chosen
        }
        if target == projected, configuration.snapping == .stick || configuration.pageSize == nil {
            // The fling already rests where it should (and bounces at an edge it reaches).
            fling(from: start, velocity: velocity, anchor: anchor, at: time)
            return
        }
        if !isLooping { target = clampedIfBounded(target) }
        let slowestDecay = configuration.snapping == .stick ? configuration.effectiveDecelerationRate.decayConstant / 2 : 4
        glide(from: start, velocity: velocity, to: target, anchor: anchor, at: time, slowestDecay: slowestDecay)
    }

    /// Where the scene's ``Configuration/targetContentOffset`` rests content proposed to rest at
    /// the local coordinate `proposed`, now at `current` and moving at `velocity`, as a local
    /// coordinate from `anchor`; `nil` without one or for an answer that is not finite. The
    /// scene speaks in offsets; for looping content, offsets measured from the anchor's keep
    /// the numbers small.
    func sceneTarget(proposed: Double, current: Double, velocity: Double, anchor: ScrollPosition) -> Double? {
        guard let decide = configuration.targetContentOffset else { return nil }
        let base = isLooping ? anchor.offset : 0
        let chosen = decide(base + proposed, base + current, velocity) - base
        return chosen.isFinite ? chosen : nil
    }

    /// A free fling; on content with ends it hands over to a spring (or stops) at the edge it
    /// reaches, carrying its velocity.
    private mutating func fling(from start: Double, velocity: Double, anchor: ScrollPosition, at time: Double) {
        guard velocity != 0 else {
            phase = .idle
            return
        }
        let fling = DecelerationSimulation(start: start, velocity: velocity, rate: configuration.effectiveDecelerationRate)
        var edgeTime: Double?
        var edge = 0.0
        if !isLooping {
            let rest = fling.restingPosition
            if rest > maximumOffset || rest < minimumOffset {
                edge = rest > maximumOffset ? maximumOffset : minimumOffset
                edgeTime = fling.time(toReach: edge) ?? 0
            }
        }
        let spring = edgeTime.flatMap { time -> SpringSimulation? in
            configuration.edgeBehavior == .bounce
                ? SpringSimulation(start: edge, velocity: fling.velocity(at: time), target: edge) : nil
        }
        var absorbed: StretchMotion?
        if let edgeTime, configuration.edgeBehavior == .stretch {
            // Android's `EdgeEffect.onAbsorb`: the stretch takes the fling's speed at the edge, 13
            // times over, from the moment it gets there.
            let length = max(viewportLength, 1)
            let speed = StretchSimulation.absorbedVelocity(forFlingVelocity: fling.velocity(at: edgeTime))
            absorbed = StretchMotion(
                edge: edge == minimumOffset ? .start : .end,
                simulation: StretchSimulation(start: 0, velocity: speed, limit: length),
                startTime: time + edgeTime, length: length)
        }
        animate(
            .decelerate(fling, edgeTime: edgeTime, edge: edge, edgeSpring: spring), anchor: anchor, at: time,
            stretch: absorbed)
    }

    /// Moves to `target` with no jump in position or velocity: a decay whose rest is exactly the
    /// target when the content already moves towards it briskly enough (a decay constant of at
    /// least `slowestDecay` per second), else a critically damped spring.
    mutating func glide(
        from start: Double, velocity: Double, to target: Double, anchor: ScrollPosition,
        at time: Double, slowestDecay: Double = 4
    ) {
        let distance = target - start
        if abs(distance) < 0.01, abs(velocity) < 1 {
            position = position(local: target, anchor: anchor)
            phase = .idle
            return
        }
        // A decay with rate constant k rests v/k further on; k of at least 4 per second ends
        // within about a second and a half.
        let k = velocity / distance
        if distance * velocity > 0, k >= slowestDecay, k.isFinite, let rate = DecelerationRate(rawValue: 1000 / (1000 + k)) {
            let decay = DecelerationSimulation(start: start, velocity: velocity, rate: rate)
            animate(.approach(decay, target: target), anchor: anchor, at: time)
        } else {
            animate(
                .spring(Self.springWithoutOvershoot(from: start, velocity: velocity, to: target)),
                anchor: anchor, at: time)
        }
    }

    /// The velocity a spring back from `shown` (past `edge`) starts with, for content let go
    /// with `velocity` (of the pointer or the touchpad's deltas, points per second).
    ///
    /// The content moved slower than the pointer by the rubber band's slope there, so the
    /// velocity is scaled by it; a velocity away from the edge is dropped, so the overscroll is
    /// only ever reduced after the release, never amplified (as UIScrollView does).
    func overscrolledReleaseVelocity(_ velocity: Double, at shown: Double, edge: Double) -> Double {
        let outward = shown > edge ? 1.0 : -1.0
        guard velocity * outward < 0 else { return 0 }
        return velocity * rubberBand.slope(atDisplacement: shown - edge)
    }

    /// A spring from `start` to `target`; an initial velocity toward the target fast enough to
    /// carry past it is reduced to the fastest that does not.
    static func springWithoutOvershoot(from start: Double, velocity: Double, to target: Double) -> SpringSimulation {
        let spring = SpringSimulation(start: start, velocity: velocity, target: target)
        guard spring.crossesTarget else { return spring }
        return SpringSimulation(start: start, velocity: -spring.angularFrequency * (start - target), target: target)
    }

    /// Starts `motion` at `time`, with `stretch` springing back alongside; without one, a stretch
    /// showing carries on: the spring under way, or a new one from where the stretch is, at rest.
    mutating func animate(_ motion: Motion, anchor: ScrollPosition, at time: Double, stretch: StretchMotion? = nil) {
        var stretch = stretch
        if stretch == nil, self.stretch.isStretched, !isLooping {
            if case .animating(let current) = phase, let spring = current.stretch {
                stretch = spring
            } else {
                let length = max(viewportLength, 1)
                stretch = StretchMotion(
                    edge: self.stretch.edge,
                    simulation: StretchSimulation(
                        start: self.stretch.distance * length, velocity: 0,
                        limit: length),
                    startTime: time, length: length)
            }
        }
        phase = .animating(Animation(anchor: anchor, startTime: time, motion: motion, stretch: stretch))
    }

    /// When sticking, the local coordinate of the resting position to rest on: the one nearest
    /// `projected` (where the fling would stop), unless that lies behind the content and the
    /// release was a flick: then the first one ahead, so a flick never turns back. `nil` without
    /// page size or snap points.
    private func stickTarget(projected: Double, velocity: Double) -> Double? {
        if let points = configuration.snapPoints { return stickTarget(projected: projected, velocity: velocity, points: points) }
        guard let size = configuration.pageSize, size > 0 else { return nil }
        let offset = isLooping ? position.inPeriod : position.offset
        let start = localStart.local
        var page = ((offset + projected - start) / size).rounded()
        if abs(velocity) >= configuration.pagingFlickVelocity, (page * size - offset) * velocity < 0 {
            page = velocity > 0 ? (offset / size).rounded(.up) : (offset / size).rounded(.down)
        }
        return start + (page * size - offset)
    }

    /// When paging, the local coordinate of the page to rest on: after a flick, the next page
    /// boundary in the flick's direction; after a slow release, the nearest page. The glide
    /// never passes a page boundary on its way, so it never skips a page.
    private func pageTarget(velocity: Double) -> Double? {
        if let points = configuration.snapPoints { return pageTarget(velocity: velocity, points: points) }
        guard let size = configuration.pageSize, size > 0 else { return nil }
        let offset = isLooping ? position.inPeriod : position.offset
        let current = offset / size
        let page: Double
        if abs(velocity) >= configuration.pagingFlickVelocity {
            page = velocity > 0 ? current.rounded(.down) + 1 : current.rounded(.up) - 1
        } else {
            page = current.rounded()
        }
        // page · size − offset rather than (page − current) · size: exact on the grid.
        return localStart.local + (page * size - offset)
    }
}
