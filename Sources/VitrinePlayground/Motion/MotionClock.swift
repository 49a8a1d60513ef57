/// The scenes' own time, made from the window's: paused, stepped a frame at a time, or slowed.
///
/// Engines take time as an argument, so slowing it is exact: at a quarter of full speed the
/// scene at window time t is the scene at full speed at t / 4, every frame, every pixel. The
/// clock keeps the scene time and the window time of its last change (an anchor); from there
/// scene time runs at ``speed`` while not paused.
///
/// ```swift
/// var clock = MotionClock()
/// clock.setSpeed(.quarter, at: 2)   // from window time 2 on, a quarter as fast
/// clock.sceneTime(at: 6)            // 3: 2 at full speed, then 4 seconds at a quarter
/// clock.togglePause(at: 6)
/// clock.step()                      // 3 + 1/60
/// ```
struct MotionClock: Sendable {
    /// How fast scene time runs while not paused.
    private(set) var speed = MotionSpeed.full
    /// Whether scene time stands still.
    private(set) var isPaused = false
    /// The window time of the last change.
    private var windowAnchor = 0.0
    /// The scene time then.
    private var sceneAnchor = 0.0

    /// A clock running at `speed` from window time 0 on.
    init(speed: MotionSpeed = .full) {
        self.speed = speed
    }

    /// The scene time at window time `windowTime` (not before the last change).
    func sceneTime(at windowTime: Double) -> Double {
        isPaused ? sceneAnchor : sceneAnchor + max(windowTime - windowAnchor, 0) * speed.rawValue
    }

    /// Runs scene time at `speed` from window time `windowTime` on.
    mutating func setSpeed(_ speed: MotionSpeed, at windowTime: Double) {
        anchor(at: windowTime)
        self.speed = speed
    }

    /// Stops scene time at window time `windowTime`, or lets it run again from there.
    mutating func togglePause(at windowTime: Double) {
        anchor(at: windowTime)
        isPaused.toggle()
    }

    /// Moves paused scene time on by one frame at full speed, 1/60 s; nothing while it runs.
    mutating func step() {
        guard isPaused else { return }
        sceneAnchor += FrameTime.fixedStep
    }

    /// Makes window time `windowTime` and the scene time then the new anchor.
    private mutating func anchor(at windowTime: Double) {
        sceneAnchor = sceneTime(at: windowTime)
        windowAnchor = max(windowTime, windowAnchor)
    }

    /// What the status line and the panel say: "1×", "1/4", "paused at 1/4".
    var description: String {
        isPaused ? "paused at \(speed.name)" : speed.name
    }
}
