/// The bytes the scanner looks for in UTF-8 text, by name.
enum ASCII {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let dollar = UInt8(ascii: "$")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let star = UInt8(ascii: "*")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let backslash = UInt8(ascii: "\\")
    static let underscore = UInt8(ascii: "_")
    static let backtick = UInt8(ascii: "`")

    /// Whether `byte` is space between tokens: blanks and line breaks.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == newline || byte == carriageReturn || byte == tab || byte == verticalTab
            || byte == formFeed || byte == 0
    }

    /// Whether `byte` breaks a line (`\n` or `\r`).
    static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == newline || byte == carriageReturn
    }

    /// Whether `byte` is a decimal digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether `byte` is an ASCII letter.
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// Whether an identifier may start with `byte`: a letter, `_`, `$`, or any byte of a
    /// non-ASCII character (Swift allows most of them in names).
    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == underscore || byte == dollar || byte >= 0x80
    }

    /// Whether an identifier may go on with `byte`.
    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte)
    }

    /// Whether `byte` may be part of an operator: `/ = - + ! * % < > & | ^ ~ ?` (a dot only
    /// where the operator starts with one).
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}
