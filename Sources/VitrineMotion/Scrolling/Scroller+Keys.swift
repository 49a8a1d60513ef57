import VitrineInput

extension Scroller {
    /// Arrow keys move one item (or page), Page Up and Page Down one screen, Home and End to the
    /// ends (to the first and last item when looping); each glides.
    mutating func key(_ key: Key, modifiers: KeyModifiers, at time: Double) -> Bool {
        let backward: Key = configuration.axis == .horizontal ? .left : .up
        let forward: Key = configuration.axis == .horizontal ? .right : .down
        let duration = keyDuration
        switch key {
        case backward: step(-1, duration: duration, at: time)
        case forward: step(1, duration: duration, at: time)
        case .pageUp: turnScreen(backward: true, at: time)
        case .pageDown: turnScreen(backward: false, at: time)
        case .home: scroll(toEnd: false, at: time)
        case .end: scroll(toEnd: true, at: time)
        default: return false
        }
        return true
    }

    /// Glides one screen on, onto the resting position nearest there: on the page grid (which
    /// every glide keeps to), or where the scene's ``Configuration/targetContentOffset`` would
    /// rest a slow release.
    private mutating func turnScreen(backward: Bool, at time: Double) {
        let distance = (backward ? -1 : 1) * max(viewportLength, itemStep)
        let scroller = self
        glide(duration: keyDuration, at: time) { rest, anchor in
            let proposed = rest + distance
            return scroller.sceneTarget(proposed: proposed, current: proposed, velocity: 0, anchor: anchor) ?? proposed
        }
    }

    private mutating func scroll(toEnd: Bool, at time: Double) {
        update(at: time)
        guard let period = configuration.loopPeriod else {
            glide(by: (toEnd ? maximumOffset : minimumOffset) - offset, duration: keyDuration, at: time)
            return
        }
        // The first item sits at 0 in every period, the last one step before its end: go the
        // short way round.
        let last = configuration.snapPoints.map { $0.offsets[$0.count - 1] } ?? period - itemStep
        let goal = toEnd ? last : 0
        var delta = goal - position.inPeriod
        if delta > period / 2 { delta -= period }
        if delta < -period / 2 { delta += period }
        stop()
        glide(by: delta, duration: keyDuration, at: time)
    }

    /// How long a glide started by a key takes.
    private var keyDuration: Double { configuration.stepDuration ?? WheelGlide.keyboardDuration }

    /// Stops any motion where it is (a drag in progress is dropped); a stretch showing goes back
    /// to rest from the next update.
    public mutating func stop() {
        phase = .idle
    }
}
