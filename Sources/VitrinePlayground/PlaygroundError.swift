/// Why the playground could not start or finish: one line that says what to do.
public struct PlaygroundError: Error, CustomStringConvertible, Sendable {
    /// The message, without a trailing newline.
    public var description: String

    /// Creates an error with a one-line message.
    public init(_ description: String) {
        self.description = description
    }
}
