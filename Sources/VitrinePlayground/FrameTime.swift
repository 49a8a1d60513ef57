/// When a frame happens: the one place time enters the engines.
public struct FrameTime: Hashable, Sendable {
    /// Seconds since the playground started.
    public var now: Double
    /// Seconds since the previous frame (0 for the first).
    public var delta: Double
    /// The frame's number, from 0.
    public var index: Int

    /// Creates a frame time.
    public init(now: Double, delta: Double, index: Int) {
        self.now = now
        self.delta = delta
        self.index = index
    }

    /// The fixed step of headless runs: 1/60 s.
    public static let fixedStep = 1.0 / 60.0
}
