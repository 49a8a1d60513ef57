/// Frames per second over the last second of frame times.
struct FrameRateCounter: Sendable {
    private var deltas: [Double] = []
    private var total = 0.0
    /// The span of time the rate is averaged over, in seconds.
    let window: Double

    /// Creates a counter averaging over `window` seconds.
    init(window: Double = 1) {
        self.window = window
    }

    /// Records a frame that took `delta` seconds.
    mutating func record(_ delta: Double) {
        guard delta.isFinite, delta > 0 else { return }
        deltas.append(delta)
        total += delta
        while total > window, deltas.count > 1 {
            total -= deltas.removeFirst()
        }
    }

    /// The average frames per second, or 0 before the first frame.
    var framesPerSecond: Double {
        total > 0 ? Double(deltas.count) / total : 0
    }
}
