/// Frames per second over the last second of frame times.
public struct FrameRateCounter: Sendable {
    private var deltas: [Double] = []
    private var total = 0.0
    /// The span of time the rate is averaged over, in seconds.
    public let window: Double

    /// Creates a counter averaging over `window` seconds.
    public init(window: Double = 1) {
        self.window = window
    }

    /// Records a frame that took `delta` seconds.
    public mutating func record(_ delta: Double) {
        guard delta.isFinite, delta > 0 else { return }
        deltas.append(delta)
        total += delta
        while total > window, deltas.count > 1 {
            total -= deltas.removeFirst()
        }
    }

    /// The average frames per second, or 0 before the first frame.
    public var framesPerSecond: Double {
        total > 0 ? Double(deltas.count) / total : 0
    }
}
