extension Scroller {
    /// Touchpad deltas arriving: the content follows them 1:1, and between deltas carries on at
    /// their speed, so that it never stands still while the scroller waits to learn whether the
    /// fingers have left (SDL2 reports no lift).
    struct Touchpad: Sendable {
        /// The position that local coordinate 0 stands for (looping content; offset 0 otherwise).
        var anchor: ScrollPosition
        /// The sum of the deltas so far, as a local unstretched offset.
        var raw: Double
        /// How far the content ran ahead of `raw` (in the deltas' direction) by the last delta.
        var lead = 0.0
        /// The deltas' speed at the last delta, points per second.
        var velocity = 0.0
        /// Recent deltas (points, content direction) and when they came.
        var samples: [(time: Double, delta: Double)] = []
        /// When the last delta came.
        var lastTime: Double

        /// How far the content is ahead of `raw` at `time`: the lead, carried on at `velocity`
        /// for at most `pause` seconds after the last delta.
        func lead(at time: Double, pause: Double) -> Double {
            lead + velocity * min(max(time - lastTime, 0), pause)
        }

        /// Adds `delta` that came at `time`. The content keeps its place: the part of the delta
        /// that the carrying-on already covered is not moved again.
        mutating func add(_ delta: Double, at time: Double, pause: Double, window: Double) {
            var lead = self.lead(at: time, pause: pause)
            if lead * delta > 0 {
                lead = lead > 0 ? max(lead - delta, 0) : min(lead - delta, 0)
            }
            self.lead = lead
            raw += delta
            samples.append((time, delta))
            samples.removeAll { $0.time < time - window }
            lastTime = time
            velocity = Scroller.touchpadVelocity(samples)
        }
    }

    /// Touchpad motion: 1:1, stretching past the edges like a drag (stopping at them where the
    /// ends let the wheel go on to the page, ``WheelPolicy/releasesAtEdges``).
    mutating func touchpad(delta: Double, at time: Double) {
        var touchpad: Touchpad
        if case .touchpad(let current) = phase {
            touchpad = current
        } else {
            update(at: time)
            let (anchor, local) = localStart
            touchpad = Touchpad(anchor: anchor, raw: isLooping ? local : rawIncludingStretch(displayed: local), lastTime: time)
        }
        var delta = delta
        if stopsAtEdges { delta = clampedIfBounded(touchpad.raw + delta) - touchpad.raw }
        touchpad.add(delta, at: time, pause: configuration.touchpadPause, window: configuration.touchpadVelocityWindow)
        phase = .touchpad(touchpad)
        showTouchpad(touchpad, at: time)
    }

    /// Shows touchpad motion at `time`: the position, and the stretch past an edge.
    mutating func showTouchpad(_ touchpad: Touchpad, at time: Double) {
        var local = touchpad.raw + touchpad.lead(at: time, pause: configuration.touchpadPause)
        if stopsAtEdges { local = clampedIfBounded(local) }
        position = position(local: isLooping ? local : displayed(raw: local), anchor: touchpad.anchor)
        stretch = isLooping ? .none : stretch(forRaw: local)
    }

    /// Moves touchpad motion on to `time`. Once the deltas have paused for
    /// ``Configuration/touchpadPause``, the fingers have left: from that moment the content
    /// flings on with the deltas' speed, from where the carrying-on brought it, with no jump in
    /// position or velocity.
    mutating func updateTouchpad(_ touchpad: Touchpad, at time: Double) {
        let handOver = touchpad.lastTime + configuration.touchpadPause
        guard time >= handOver else {
            showTouchpad(touchpad, at: time)
            return
        }
        showTouchpad(touchpad, at: handOver)
        var velocity = touchpad.velocity
        // Stopped at an end that lets the wheel go on: no fling past it.
        if stopsAtEdges, isAtEnd(movingForward: velocity > 0) { velocity = 0 }
        release(velocity: velocity, at: handOver)
        update(at: time)
    }

    /// Whether touchpad motion stops at the ends of content with ends, which then let the wheel
    /// go on to the page (``WheelPolicy/releasesAtEdges``).
    var stopsAtEdges: Bool {
        configuration.wheelPolicy.releasesAtEdges && !isLooping
    }

    /// The speed of the last deltas: everything after the first sample over the time they took
    /// (GTK's estimate; the first delta's own duration is unknown). 0 with fewer than two.
    static func touchpadVelocity(_ samples: [(time: Double, delta: Double)]) -> Double {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        let moved = samples.dropFirst().reduce(0) { $0 + $1.delta }
        return moved / (last.time - first.time)
    }
}
