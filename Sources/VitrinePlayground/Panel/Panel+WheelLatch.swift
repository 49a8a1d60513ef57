import VitrineGeometry

extension Panel {
    /// When and where the wheel last scrolled the rows.
    struct WheelLatch: Equatable {
        /// The time of the wheel event, in seconds.
        var time: Double
        /// The pointer's place then, in interface points.
        var pointer: Point
    }

    /// How long after a wheel event that scrolled the rows, in seconds, a next one with the
    /// pointer still there scrolls them too.
    static let wheelLatchDuration = 0.6

    /// How far, in points, the pointer may have moved and still hold the latch.
    static let wheelLatchSlop = 2.0

    /// Whether a wheel event at `time`, with the pointer at `point`, goes on scrolling the rows,
    /// whatever came under the pointer: the last wheel event scrolled them less than
    /// ``wheelLatchDuration`` ago, and the pointer has not moved since (a row of numbers that
    /// scrolls under a still pointer must not take the rest of the turn and change a number).
    func isWheelLatchedToRows(at time: Double, pointer point: Point) -> Bool {
        guard let latch = rowWheelLatch else { return false }
        return time >= latch.time && time - latch.time < Self.wheelLatchDuration
            && latch.pointer.distance(to: point) <= Self.wheelLatchSlop
    }

    /// Notes that a wheel event at `time`, with the pointer at `point`, scrolled the rows.
    mutating func latchWheelToRows(at time: Double, pointer point: Point) {
        rowWheelLatch = WheelLatch(time: time, pointer: point)
    }

    /// Lets go of the latch: the wheel did something else, or the pointer moved.
    mutating func releaseWheelLatch() {
        rowWheelLatch = nil
    }
}
