/// Writes input as the text of an input script, line by line, such that parsing the text gives
/// back exactly the same actions at exactly the same times.
///
/// Times are milliseconds, written as the shortest decimal that reads back to the same
/// `Double` (whole numbers without a fraction), so a time survives the trip to text and back
/// to the bit. Every ``InputEvent`` has a line: a middle button is `bdown 2 X Y`, a wheel
/// keeps its kind, its flipped direction and its modifiers, a key repeat is `keyrepeat`, and
/// text a `text` line cannot hold (a leading space, a `#`) is written as `unicode` scalars.
///
/// ```swift
/// var writer = InputScriptWriter(comments: ["recorded by vitrine"])
/// writer.append(.input(.pointerDown(Point(x: 10, y: 20), button: .left)), at: 16.5)
/// writer.append(.quit, at: 900)
/// writer.text   // "# recorded by vitrine\n16.5 down 10 20\n900 quit\n"
/// ```
public struct InputScriptWriter: Hashable, Sendable {
    /// The script so far: the comments, then one line per action appended.
    public private(set) var text: String
    /// How many actions have been appended.
    public private(set) var count = 0
    /// The time of the last action appended, in milliseconds.
    public private(set) var lastTime: Double?

    /// Creates a writer whose script starts with `comments`, one `#` line each (line breaks
    /// inside a comment start a new comment line).
    public init(comments: [String] = []) {
        text = ""
        for comment in comments {
            for part in comment.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                text += part.isEmpty ? "#\n" : "# \(part)\n"
            }
        }
    }

    /// Appends `action` at `time` milliseconds; returns whether it could be written.
    ///
    /// Nothing is appended, and the result is `false`, for a time that is not a valid script
    /// time (negative, beyond ``InputScript/maximumTime``, not finite) or earlier than the
    /// last one, and for an action with no line (see ``line(for:at:)``).
    @discardableResult
    public mutating func append(_ action: InputScript.Action, at time: Double) -> Bool {
        if let lastTime, time < lastTime { return false }
        guard let line = Self.line(for: action, at: time) else { return false }
        text += line + "\n"
        count += 1
        lastTime = time
        return true
    }
}
