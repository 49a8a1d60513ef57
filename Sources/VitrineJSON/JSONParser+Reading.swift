extension JSONParser {
    /// The next scalar to read, or `nil` at the end of the text.
    var current: Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    /// The scalar after the next one, or `nil` if there is none.
    var next: Unicode.Scalar? {
        index + 1 < scalars.count ? scalars[index + 1] : nil
    }

    /// Moves past the next scalar and updates `position` and `byteOffset`.
    ///
    /// A line feed, a carriage return, and a carriage return followed by a
    /// line feed each end one line. Does nothing at the end of the text.
    mutating func advance() {
        guard index < scalars.count else { return }
        byteOffset += Self.utf8Length(of: scalars[index])
        switch scalars[index] {
        case "\r":
            position.line += 1
            position.column = 1
        case "\n":
            let followsCarriageReturn = index > 0 && scalars[index - 1] == "\r"
            if !followsCarriageReturn {
                position.line += 1
            }
            position.column = 1
        default:
            position.column += 1
        }
        index += 1
    }

    /// How many bytes `scalar` takes in UTF-8: 1 to 4.
    static func utf8Length(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case ..<0x80: 1
        case ..<0x800: 2
        case ..<0x1_0000: 3
        default: 4
        }
    }

    /// Moves past any spaces, tabs, line feeds and carriage returns.
    mutating func skipWhitespace() {
        while let scalar = current, Self.isWhitespace(scalar) {
            advance()
        }
    }

    /// Whether `scalar` is JSON whitespace: a space, a tab, a line feed or
    /// a carriage return.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    /// An error at the current position saying that `expectation` was
    /// expected and describing what was found instead.
    func unexpected(_ expectation: String) -> JSONSyntaxError {
        JSONSyntaxError(
            position: position,
            message: "expected \(expectation), found \(foundDescription)")
    }

    /// The next scalar as it reads in an error message, such as `'x'`,
    /// `a line break` or `the end of the file`.
    var foundDescription: String {
        guard let scalar = current else {
            return "the end of the file"
        }
        return Self.describe(scalar)
    }

    /// `scalar` as it reads in an error message.
    ///
    /// Visible characters are quoted; whitespace and invisible characters
    /// are named or written as a code point, such as `U+00A0`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n", "\r":
            return "a line break"
        case "\t":
            return "a tab"
        case " ":
            return "a space"
        case "\u{FEFF}":
            return "a byte order mark (U+FEFF)"
        default:
            break
        }
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            return "the control character \(codePoint(scalar.value))"
        }
        if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format {
            return "the invisible character \(codePoint(scalar.value))"
        }
        return "'\(Character(scalar))'"
    }

    /// `value` written as a Unicode code point with at least four
    /// hexadecimal digits, such as `U+000A`.
    static func codePoint(_ value: UInt32) -> String {
        "U+" + hexadecimal(value)
    }

    /// `value` written with at least four uppercase hexadecimal digits,
    /// such as `00E9`.
    static func hexadecimal(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
