import VitrinePlayground
import VitrineSDL

/// Splits a frame into phases: each lap is the time since the one before.
struct Stopwatch {
    /// When the current lap started, in seconds of the monotonic clock.
    private var lapStart: Double

    /// Starts the first lap at `start` (seconds of ``MonotonicClock``).
    init(start: Double) {
        lapStart = start
    }

    /// Ends the current lap and starts the next; returns the lap's seconds.
    mutating func lap() -> Double {
        let now = MonotonicClock.seconds()
        defer { lapStart = now }
        return now - lapStart
    }
}
