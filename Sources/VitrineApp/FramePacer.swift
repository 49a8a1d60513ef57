/// The ticks of a window whose present does not wait for the display: 60 a second, each
/// frame starting at the next one.
///
/// Ticks are counted from the last tick, not from when each frame started, so that waiting in
/// whole milliseconds (SDL's wait, rounded up so as never to wake early) adds no drift: over a
/// second, 60 ticks, whatever each wait's rounding. A frame that ends past its tick waits for
/// nothing, and the next keeps its tick; one that ends more than a whole step past it starts
/// the count again from its end, so a slow frame is not followed by a burst of frames catching
/// up.
struct FramePacer {
    /// The time between two ticks, in seconds.
    let step: Double
    /// The last tick waited for, in seconds on the caller's clock; `nil` before the first.
    private(set) var lastTick: Double?

    /// A pacer of ticks `step` seconds apart.
    init(step: Double) {
        self.step = step
    }

    /// Takes the tick after the frame that started at `start` and ends at `now` (seconds on
    /// one clock) and returns the whole milliseconds to wait for it: 0 when it has passed.
    mutating func millisecondsToWait(frameStartedAt start: Double, now: Double) -> Int {
        var tick = (lastTick ?? start) + step
        if tick < now - step { tick = now }
        lastTick = tick
        return max(Int(((tick - now) * 1000).rounded(.up)), 0)
    }
}
