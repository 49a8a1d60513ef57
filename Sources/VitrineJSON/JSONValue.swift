/// A JSON value, together with the position where it starts in its document.
public struct JSONValue: Hashable, Sendable {
    /// The different kinds of JSON values, with their contents.
    enum Kind: Hashable, Sendable {
        /// An object, with its members in the order they appear in the document.
        case object([Member])

        /// An array, with its elements in order.
        case array([JSONValue])

        /// A string, with its escape sequences decoded.
        case string(String)

        /// A number.
        case number(Double)

        /// The literal `true` or `false`.
        case bool(Bool)

        /// The literal `null`.
        case null
    }

    /// One key and value of a JSON object.
    public struct Member: Hashable, Sendable {
        /// The key, with its escape sequences decoded.
        public var key: String

        /// The position of the opening quote of the key.
        public var keyPosition: JSONPosition

        /// The value stored under the key.
        public var value: JSONValue

        /// Creates a member from its key, the key's position, and its value.
        init(key: String, keyPosition: JSONPosition, value: JSONValue) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    /// The kind of the value and its contents.
    var kind: Kind

    /// The position of the first character of the value.
    public var position: JSONPosition

    /// Creates a value of the given kind that starts at `position`.
    init(kind: Kind, position: JSONPosition) {
        self.kind = kind
        self.position = position
    }
}
