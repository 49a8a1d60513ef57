/// What a ``Scroller`` made of the wheel's latest gesture: a run of events in one direction,
/// each within ``WheelPolicy/gestureGap`` of the one before. An inspector reads it.
public struct WheelGesture: Hashable, Sendable {
    /// When the gesture's last event came, in seconds; `nil` before the first.
    public internal(set) var lastTime: Double?
    /// The gesture's direction along the axis: 1 forward, −1 back, 0 before the first event.
    public internal(set) var direction: Double = 0
    /// Whether the gesture's events are precise deltas (a touchpad) rather than notches.
    public internal(set) var isPrecise = false
    /// The sum of the gesture's events so far, in the wheel's units (notches), whatever the
    /// policy made of them.
    public internal(set) var accumulated = 0.0
    /// Whether the gesture has reached the policy's threshold and moved the content.
    public internal(set) var hasMoved = false
    /// Whether the latest wheel event was left to the page around the content, at an end
    /// (``WheelPolicy/releasesAtEdges``).
    public internal(set) var lastEventPassedOn = false
    /// How many wheel events were left to the page so far.
    public internal(set) var passedOnCount = 0

    /// Creates the state before any wheel event.
    public init() {}

    /// Notes an event of `amount` units (signed, along the axis) at `time`: it continues the
    /// gesture when it comes within `gap` seconds of the last one, in the same direction and
    /// of the same kind; otherwise it starts a new one. Returns whether it started one.
    @discardableResult
    mutating func add(_ amount: Double, isPrecise: Bool, at time: Double, gap: Double) -> Bool {
        let direction: Double = amount < 0 ? -1 : 1
        let continues =
            lastTime.map { time - $0 <= gap && time >= $0 } == true && direction == self.direction
            && isPrecise == self.isPrecise
        if !continues {
            accumulated = 0
            hasMoved = false
            self.direction = direction
            self.isPrecise = isPrecise
        }
        accumulated += abs(amount)
        lastTime = time
        return !continues
    }
}
