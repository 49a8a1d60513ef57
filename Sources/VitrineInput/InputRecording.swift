/// A session's input, recorded as an input script as it happens: each event with its time,
/// so that playing the script gives the session again, event for event, at the same times.
///
/// The host hands every event to ``record(_:at:)`` before using it, and uses it at the time
/// the call returns: the time the script will say, to the bit. It is the event's own time
/// made a script time (milliseconds, to the microsecond, never earlier than the event before),
/// and taken back the way a script's time is taken (``windowTime(ofScriptTime:)``), so the
/// session and its replay see the same times.
///
/// ```swift
/// var recording = InputRecording(start: 0, speed: 1, comments: ["vitrine --preset coverflow"])
/// let time = recording.record(.pointerMoved(Point(x: 5, y: 9)), at: 0.0123456)   // 0.012345
/// recording.text   // "# vitrine --preset coverflow\n12.345 move 5 9\n"
/// ```
public struct InputRecording: Hashable, Sendable {
    /// The host's time the script's time 0 stands for, in seconds.
    public let start: Double
    /// Script time per unit of host time: 1, or the starting speed of slowed time (the script
    /// then holds the scenes' time, see ``windowTime(ofScriptTime:)``).
    public let speed: Double
    /// The script so far.
    private var writer: InputScriptWriter

    /// Starts a recording at host time `start` (seconds), whose script begins with `comments`.
    public init(start: Double, speed: Double = 1, comments: [String] = []) {
        self.start = start
        self.speed = speed
        writer = InputScriptWriter(comments: comments)
    }

    /// The script's text so far.
    public var text: String { writer.text }

    /// How many events were recorded.
    public var eventCount: Int { writer.count }

    /// The host time, in seconds, that script time `milliseconds` stands for: `start` plus the
    /// milliseconds in seconds, divided by ``speed``. A host playing a script takes its times so.
    public func windowTime(ofScriptTime milliseconds: Double) -> Double {
        start + InputScript.windowTime(ofScriptTime: milliseconds, speed: speed)
    }

    /// Records `event`, which happened at host time `time` (seconds); returns the time to use
    /// it at, which the script gives back exactly. An event the script cannot hold (see
    /// ``InputScriptWriter/line(for:at:)``) is not recorded and keeps its time.
    public mutating func record(_ event: InputEvent, at time: Double) -> Double {
        let milliseconds = scriptTime(of: time)
        guard writer.append(.input(event), at: milliseconds) else { return time }
        return windowTime(ofScriptTime: milliseconds)
    }

    /// Records a file or folder dropped on the window at host time `time` (seconds): a `drop`
    /// line, so that a replay puts the same pictures on the cards.
    public mutating func recordDrop(_ path: String, at time: Double) {
        writer.append(.drop(path: path), at: scriptTime(of: time))
    }

    /// Records the end of the session at host time `time` (seconds): a `quit` line.
    public mutating func recordQuit(at time: Double) {
        writer.append(.quit, at: scriptTime(of: time))
    }

    /// The script time for host time `time`: the time itself when three decimals of a
    /// millisecond give it back exactly (a script's own times), else rounded down to the
    /// microsecond; never before the last time recorded, nor beyond the latest time a script
    /// can say.
    func scriptTime(of time: Double) -> Double {
        let microseconds = (time - start) * speed * 1_000_000
        var milliseconds = microseconds.rounded() / 1000
        if windowTime(ofScriptTime: milliseconds) != time {
            milliseconds = microseconds.rounded(.down) / 1000
        }
        if !milliseconds.isFinite || milliseconds < 0 { milliseconds = 0 }
        return min(max(milliseconds, writer.lastTime ?? 0), InputScript.maximumTime)
    }
}
