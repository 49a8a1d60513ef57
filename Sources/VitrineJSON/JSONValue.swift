/// A JSON value, together with the position where it starts in its document and the bytes it
/// spans there (so that a program can change one value of a file and keep every other byte).
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

    /// Where the value is in the document's UTF-8 bytes: from its first byte (its opening brace,
    /// quote, digit or minus sign, or the first letter of a literal) to just after its last.
    /// A byte order mark counts its 3 bytes; whitespace around the value is not part of it.
    ///
    /// ```swift
    /// let value = try JSONParser.parse(#"{"a": [1, 2]}"#)
    /// value["a"]?.byteRange   // 6..<12, the bytes of "[1, 2]"
    /// ```
    public var byteRange: Range<Int>

    /// Creates a value of the given kind that starts at `position` and spans `byteRange`.
    init(kind: Kind, position: JSONPosition, byteRange: Range<Int>) {
        self.kind = kind
        self.position = position
        self.byteRange = byteRange
    }
}
