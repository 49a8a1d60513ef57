import VitrineInput

extension Scroller {
    /// The most notches one wheel event may move; bigger values (a broken device, a typo in a
    /// script) are clamped to it.
    public static let maximumNotchesPerEvent = 100.0

    /// The largest touchpad delta one event may bring, in SDL's units.
    public static let maximumTouchpadDeltaPerEvent = 1000.0

    /// A wheel event: notches glide, touchpad deltas move the content 1:1 (with the default
    /// ``WheelPolicy``); returns whether the scroller took it.
    ///
    /// SDL's wheel y is positive away from the user (scroll up), x positive to the right;
    /// a flipped event ("natural" scrolling) is turned back first. Shift turns a vertical wheel
    /// into a horizontal one and back. A horizontal scroller also takes a plain vertical wheel,
    /// so that a mouse with one wheel can move a carousel: wheel down moves forward.
    mutating func wheel(_ wheel: WheelInput, at time: Double) -> Bool {
        var dx = wheel.dx, dy = wheel.dy
        if wheel.isFlipped { (dx, dy) = (-dx, -dy) }
        if wheel.modifiers.contains(.shift) { (dx, dy) = (dy, dx) }
        let amount: Double
        switch configuration.axis {
        case .vertical: amount = -dy
        case .horizontal: amount = dx != 0 ? dx : -dy
        }
        guard amount.isFinite, amount != 0 else { return false }
        let isPrecise = wheel.kind == .continuous
        let limit = isPrecise ? Self.maximumTouchpadDeltaPerEvent : Self.maximumNotchesPerEvent
        let units = min(max(amount, -limit), limit)
        let policy = configuration.wheelPolicy
        wheelGesture.add(units, isPrecise: isPrecise, at: time, gap: policy.gestureGap)
        if policy.releasesAtEdges, isAtEnd(movingForward: units > 0) {
            wheelGesture.lastEventPassedOn = true
            wheelGesture.passedOnCount += 1
            return false
        }
        wheelGesture.lastEventPassedOn = false
        // Below the threshold the gesture's events are taken and do nothing.
        guard wheelGesture.accumulated >= policy.threshold else { return true }
        switch policy.mode {
        case .smooth:
            if isPrecise {
                touchpad(delta: units * configuration.touchpadScale, at: time)
            } else {
                step(units, duration: configuration.stepDuration, at: time)
            }
        case .oneItemPerGesture:
            if !wheelGesture.hasMoved { step(units > 0 ? 1 : -1, duration: configuration.stepDuration, at: time) }
        }
        wheelGesture.hasMoved = true
        return true
    }

    /// Whether content with ends rests at its end in the direction of travel (the start when
    /// moving back): where a motion under way comes to rest, else where the content is.
    /// Looping content has no end.
    func isAtEnd(movingForward: Bool) -> Bool {
        guard !isLooping else { return false }
        let tolerance = 1e-6 * max(1, abs(maximumOffset))
        return movingForward ? restingOffset >= maximumOffset - tolerance : restingOffset <= minimumOffset + tolerance
    }

    /// One item, or one page when paging.
    var itemStep: Double {
        configuration.pageSize ?? configuration.step
    }

    /// Glides `steps` items (or pages) further, or where the scene's
    /// ``Configuration/stepTarget`` says, or `steps` snap points on: a fraction of a notch is at
    /// least one step there.
    mutating func step(_ steps: Double, duration: Double?, at time: Double) {
        guard let stepTarget = configuration.stepTarget else {
            if let points = configuration.snapPoints {
                step(steps, duration: duration, at: time, points: points)
                return
            }
            glide(by: steps * itemStep, duration: duration, at: time)
            return
        }
        let whole = Int(steps.rounded(.awayFromZero))
        let fallback = steps * itemStep, isLooping = self.isLooping
        glide(duration: duration, at: time) { rest, anchor in
            let restingOffset = isLooping ? anchor.moved(by: rest).offset : rest
            guard let target = stepTarget(restingOffset, whole), target.isFinite else { return rest + fallback }
            return rest + (target - restingOffset)
        }
    }

    /// Glides `delta` further: onto the target of a glide under way (so quick notches add up
    /// instead of restarting), else from where the content is.
    mutating func glide(by delta: Double, duration: Double?, at time: Double) {
        glide(duration: duration, at: time) { rest, _ in rest + delta }
    }

    /// Glides to `goal(rest, anchor)`, where `rest` is the local coordinate of the glide under
    /// way's target (so quick notches add up instead of restarting), else of the content.
    mutating func glide(
        duration: Double?, at time: Double,
        to goal: (_ rest: Double, _ anchor: ScrollPosition) -> Double
    ) {
        update(at: time)
        var anchor: ScrollPosition, start: Double, velocity: Double, target: Double
        if case .animating(let animation) = phase, animation.isGlide {
            anchor = animation.anchor
            let t = time - animation.startTime
            start = animation.motion.position(at: t)
            velocity = animation.motion.velocity(at: t)
            target = goal(animation.motion.restingPosition, anchor)
        } else {
            (anchor, start) = localStart
            velocity = 0
            target = goal(start, anchor)
        }
        if !isLooping { target = clampedIfBounded(target) }
        if let size = configuration.pageSize, size > 0 {
            // Keep paged content on the page grid.
            let base = isLooping ? anchor.inPeriod : 0
            target = ((base + target) / size).rounded() * size - base
        } else if let points = configuration.snapPoints {
            target = snapped(target, anchor: anchor, points: points)
        }
        var glide = WheelGlide(from: start, to: target, initialVelocity: velocity, duration: duration)
        if configuration.reducesMotion, glide.duration > 0 {
            // The same glide in a shorter time (see `ReducedMotion`).
            glide = WheelGlide(
                from: start, to: target, initialVelocity: velocity,
                duration: glide.duration * ReducedMotion.glideDurationFactor)
        }
        animate(.glide(glide), anchor: anchor, at: time)
    }
}
