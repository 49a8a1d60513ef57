extension JSONParser {
    /// Parses a string, starting at its opening quote, and returns its
    /// contents with the escape sequences decoded.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        advance()
        var contents = String.UnicodeScalarView()
        while let scalar = current {
            switch scalar {
            case "\"":
                advance()
                return String(contents)
            case "\\":
                contents.append(try parseEscape())
            case "\u{0}"..."\u{1F}":
                throw JSONSyntaxError(
                    position: position,
                    message: "control characters must be escaped in strings, "
                        + "found \(foundDescription)")
            default:
                contents.append(scalar)
                advance()
            }
        }
        throw unexpected("'\"' to end the string")
    }

    /// Parses an escape sequence, starting at its backslash, and returns
    /// the scalar it stands for.
    mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let escapePosition = position
        advance()
        let decoded: Unicode.Scalar
        switch current {
        case "\"": decoded = "\""
        case "\\": decoded = "\\"
        case "/": decoded = "/"
        case "b": decoded = "\u{8}"
        case "f": decoded = "\u{C}"
        case "n": decoded = "\n"
        case "r": decoded = "\r"
        case "t": decoded = "\t"
        case "u":
            advance()
            return try parseUnicodeEscape(startingAt: escapePosition)
        default:
            throw unexpected("an escape character (\", \\, /, b, f, n, r, t or u) after '\\'")
        }
        advance()
        return decoded
    }

    /// Parses the four hexadecimal digits of a `\u` escape, and a second
    /// `\u` escape when the first is a high surrogate, and returns the
    /// scalar they stand for.
    ///
    /// - Parameter escapePosition: The position of the backslash that
    ///   starts the escape.
    mutating func parseUnicodeEscape(
        startingAt escapePosition: JSONPosition
    ) throws(JSONSyntaxError) -> Unicode.Scalar {
        let code = try parseHexadecimalDigits()
        // Every code point except a surrogate is a Unicode scalar.
        if let scalar = Unicode.Scalar(code) {
            return scalar
        }
        let escape = Self.escapeDescription(code)
        let isLowSurrogate = code >= 0xDC00
        guard !isLowSurrogate else {
            throw JSONSyntaxError(
                position: escapePosition,
                message: "expected a high surrogate (\\uD800 to \\uDBFF) "
                    + "before the low surrogate \(escape)")
        }
        let lowSurrogateExpectation =
            "a low surrogate (\\uDC00 to \\uDFFF) after the high surrogate \(escape)"
        guard current == "\\", next == "u" else {
            throw unexpected(lowSurrogateExpectation)
        }
        let lowPosition = position
        advance()
        advance()
        let lowCode = try parseHexadecimalDigits()
        guard
            (0xDC00...0xDFFF).contains(lowCode),
            let scalar = Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (lowCode - 0xDC00))
        else {
            throw JSONSyntaxError(
                position: lowPosition,
                message: "expected \(lowSurrogateExpectation), "
                    + "found \(Self.escapeDescription(lowCode))")
        }
        return scalar
    }

    /// Parses the four hexadecimal digits of a `\u` escape and returns their value.
    mutating func parseHexadecimalDigits() throws(JSONSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = current, let digit = Self.hexadecimalDigitValue(scalar) else {
                throw unexpected("a hexadecimal digit in a '\\u' escape")
            }
            code = code * 16 + digit
            advance()
        }
        return code
    }

    /// The value of `scalar` as an ASCII hexadecimal digit, or `nil` if it is not one.
    static func hexadecimalDigitValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "A"..."F": scalar.value - 0x41 + 10
        case "a"..."f": scalar.value - 0x61 + 10
        default: nil
        }
    }

    /// A `\u` escape for `code` as it reads in an error message, such as `'\uD83D'`.
    static func escapeDescription(_ code: UInt32) -> String {
        "'\\u" + hexadecimal(code) + "'"
    }
}
