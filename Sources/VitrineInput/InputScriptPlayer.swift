/// Plays an input script against a clock: each call hands out the entries whose time has come.
///
/// The player holds no clock of its own; the caller passes the time of the frame, so the same
/// script gives the same events at any frame rate.
///
/// ```swift
/// var player = InputScriptPlayer(script: script)
/// while !player.isFinished {
///     for entry in player.entries(through: frameTimeMilliseconds) { handle(entry.action) }
///     // ... draw the frame, advance frameTimeMilliseconds ...
/// }
/// ```
public struct InputScriptPlayer: Hashable, Sendable {
    /// The script being played.
    public let script: InputScript
    /// How many entries, from the start of the script, have been handed out so far.
    public private(set) var releasedCount: Int = 0

    /// Creates a player at the start of `script`.
    public init(script: InputScript) {
        self.script = script
    }

    /// Whether every entry has been handed out.
    public var isFinished: Bool {
        releasedCount >= script.entries.count
    }

    /// The time of the next entry to hand out, or `nil` when the script is finished.
    public var nextTime: Double? {
        isFinished ? nil : script.entries[releasedCount].time
    }

    /// Hands out, in file order, every entry not handed out before whose time is at most
    /// `timeMilliseconds`; an empty array if none is due yet.
    ///
    /// Each entry is handed out once. Entries stop at the first one still in the future, so
    /// entries built in code out of time order wait for the ones before them.
    public mutating func entries(through timeMilliseconds: Double) -> [InputScript.Entry] {
        let entries = script.entries
        let start = releasedCount
        var end = start
        while end < entries.count, entries[end].time <= timeMilliseconds {
            end += 1
        }
        releasedCount = end
        return Array(entries[start..<end])
    }
}
