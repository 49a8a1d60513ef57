/// A strict JSON parser (RFC 8259) that records the position of every value
/// and every object key, and the bytes each value spans.
///
/// The parser accepts exactly one value of any type, surrounded by optional
/// whitespace and preceded by an optional byte order mark. It rejects
/// comments, trailing commas, duplicate keys, numbers that do not fit in a
/// `Double`, and arrays and objects nested deeper than `maximumDepth`.
/// It runs in linear time and never traps, whatever the input.
///
///     let value = try JSONParser.parse(text)
public struct JSONParser {
    /// The deepest nesting of arrays and objects the parser accepts.
    ///
    /// The limit keeps the recursive descent from overflowing the stack on
    /// hostile input.
    static let maximumDepth = 64

    /// Parses `text` as a complete JSON document and returns its top-level value.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(text: text)
        return try parser.parseDocument()
    }

    /// The Unicode scalars of the text being parsed.
    let scalars: [Unicode.Scalar]

    /// The index in `scalars` of the next scalar to read.
    var index = 0

    /// The position of the next scalar to read.
    var position = JSONPosition(line: 1, column: 1)

    /// The offset of the next scalar to read in the text's UTF-8 bytes.
    var byteOffset = 0

    /// The number of arrays and objects that enclose the value being parsed.
    var depth = 0

    /// Creates a parser positioned at the start of `text`.
    private init(text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Parses the whole text: an optional byte order mark, one value, and
    /// nothing after it but whitespace.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        // A byte order mark is invisible in editors, so it takes no column.
        if current == "\u{FEFF}" {
            index += 1
            byteOffset += 3
        }
        skipWhitespace()
        let value = try parseValue(expecting: "a value")
        skipWhitespace()
        guard current == nil else {
            throw unexpected("the end of the file after the value")
        }
        return value
    }

    /// Parses the value that starts at the next scalar.
    ///
    /// - Parameter expectation: What the error message says was expected
    ///   when no value starts here, such as "a value after ','".
    mutating func parseValue(expecting expectation: String) throws(JSONSyntaxError) -> JSONValue {
        let start = position
        let startOffset = byteOffset
        guard let scalar = current else {
            throw unexpected(expectation)
        }
        let kind: JSONValue.Kind
        switch scalar {
        case "{":
            kind = .object(try parseObject())
        case "[":
            kind = .array(try parseArray())
        case "\"":
            kind = .string(try parseString())
        case "-", "0"..."9":
            kind = .number(try parseNumber())
        case "t":
            try parseLiteral("true")
            kind = .bool(true)
        case "f":
            try parseLiteral("false")
            kind = .bool(false)
        case "n":
            try parseLiteral("null")
            kind = .null
        default:
            throw unexpected(expectation)
        }
        return JSONValue(kind: kind, position: start, byteRange: startOffset..<byteOffset)
    }

    /// Moves past `word` (`true`, `false` or `null`), which the next scalar starts.
    mutating func parseLiteral(_ word: String) throws(JSONSyntaxError) {
        for expected in word.unicodeScalars {
            guard current == expected else {
                throw unexpected("'\(word)'")
            }
            advance()
        }
    }
}
