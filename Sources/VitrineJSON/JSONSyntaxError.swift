/// An error describing why a text is not a valid JSON document.
///
/// The message says what the parser expected and what it found instead, for
/// example `expected ',' or '}' after an object member, found 'x'`.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The place in the text where the problem was found.
    public var position: JSONPosition

    /// A description of the problem, without the position.
    public var message: String

    /// Creates an error at `position` with the given message.
    init(position: JSONPosition, message: String) {
        self.position = position
        self.message = message
    }

    /// The position followed by the message, for example
    /// `12:9: expected a value, found the end of the file`.
    public var description: String {
        "\(position): \(message)"
    }
}
