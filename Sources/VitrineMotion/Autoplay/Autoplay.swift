import VitrineInput

/// A carousel's autoplay as a function of time: every ``Configuration/delay`` seconds it asks
/// for a step to the next item (or the previous one), and it pauses while the pointer is over
/// the content or a person scrolls it, going on ``Configuration/resumeDelay`` seconds after.
///
/// It reads no clock and moves nothing itself: tell it the input and whether the pointer is
/// over the content, and ask it each frame, with the frame's time, whether a step is due; the
/// carousel then turns one item with its own animated scroll. Steps fall at exact times (the
/// start plus whole delays), whatever the frame rate, so a looping carousel runs for ever
/// without drifting.
///
/// ```swift
/// var autoplay = Autoplay(configuration: .init(isEnabled: true, delay: 3))
/// // for every input event the carousel takes:
/// autoplay.handle(event, at: time)
/// // once a frame:
/// autoplay.setPointerOver(isOver, at: now)
/// let steps = autoplay.update(at: now)          // 1, −1 or 0
/// if steps != 0 { showcase.scrollToItem(next(steps), animated: true, at: now) }
/// let fill = autoplay.progress(at: now)          // 0…1, for the current page dot
/// ```
public struct Autoplay: Hashable, Sendable {
    /// How the autoplay runs.
    public var configuration: Configuration {
        didSet {
            guard configuration.isEnabled != oldValue.isEnabled || configuration.delay != oldValue.delay else { return }
            // Switched on, or a new delay: a fresh run from the next update.
            cycleStart = nil
            if configuration.isEnabled != oldValue.isEnabled { pauseEnd = nil }
        }
    }
    /// When the current delay began, in seconds; `nil` until the next ``update(at:)`` starts one.
    public private(set) var cycleStart: Double?
    /// Whether the pointer is over the content.
    public internal(set) var isPointerOver = false
    /// Whether a press on the content is held (a drag, or a press that may become one).
    public internal(set) var isPressed = false
    /// When the last pause ended: the last interaction, the release of a press, the pointer
    /// leaving the content; `nil` before any.
    public internal(set) var pauseEnd: Double?
    /// How many steps the autoplay asked for so far.
    public private(set) var stepCount = 0
    /// The time of the last ``update(at:)``.
    private var lastUpdate: Double?

    /// Creates an autoplay; with the default configuration it is off.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Whether the autoplay is paused at `time`: by a press held or a recent interaction, or
    /// by the pointer over the content, as the configuration says.
    public func isPaused(at time: Double) -> Bool {
        switch state(at: time) {
        case .running: false
        default: true
        }
    }

    /// Moves the autoplay on to `time` (once a frame, after the frame's events): returns the
    /// step due now, in items: 1 forward, −1 backward, 0 none.
    ///
    /// While running, the steps fall at the start of the delay plus whole delays; a frame that
    /// comes later than a whole delay after the last step takes one step and starts the delay
    /// again from its time. After a pause the delay starts again, in full, the moment the pause
    /// ends (``Configuration/resumeDelay`` after the last interaction), not at the next frame.
    public mutating func update(at time: Double) -> Int {
        guard time.isFinite else { return 0 }
        defer { lastUpdate = time }
        guard case .running = state(at: time) else {
            cycleStart = nil
            return 0
        }
        if cycleStart == nil { cycleStart = startOfRun(at: time) }
        return dueStep(at: time)
    }

    /// When the run going on at `time` began: the moment the last pause ended, where that was
    /// after the previous update, else `time` (the autoplay was just switched on).
    private func startOfRun(at time: Double) -> Double {
        guard let resume = resumeTime, let lastUpdate, resume > lastUpdate, resume <= time else { return time }
        return resume
    }

    /// The step due at `time` from ``cycleStart``, which it moves on.
    private mutating func dueStep(at time: Double) -> Int {
        guard let start = cycleStart, time - start >= configuration.delay else { return 0 }
        var next = start + configuration.delay
        // A frame later than a whole delay past the step: one step, then a fresh delay.
        if time - next >= configuration.delay { next = time }
        cycleStart = next
        stepCount += 1
        return configuration.direction == .forward ? 1 : -1
    }

    /// The moment the last pause ends, when there was one: ``pauseEnd`` plus the resume delay.
    var resumeTime: Double? {
        pauseEnd.map { $0 + configuration.resumeDelay }
    }

    /// How much of the delay has run at `time`, 0 to 1: what the current page dot shows filled.
    /// 0 while off or paused.
    public func progress(at time: Double) -> Double {
        guard case .running = state(at: time), configuration.delay > 0 else { return 0 }
        let start = cycleStart ?? startOfRun(at: time)
        let fraction = (time - start) / configuration.delay
        return fraction.isFinite ? min(max(fraction, 0), 1) : 0
    }

    /// What the autoplay is doing at `time`.
    public func state(at time: Double) -> State {
        guard configuration.isEnabled else { return .off }
        if configuration.pausesOnInteraction, isPressed { return .pausedByInteraction }
        if configuration.pausesOnHover, isPointerOver { return .pausedByHover }
        if let resume = resumeTime, time < resume { return .resuming(in: resume - time) }
        return .running
    }
}
