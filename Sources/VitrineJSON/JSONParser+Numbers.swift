extension JSONParser {
    /// Parses a number, starting at its minus sign or first digit, and
    /// returns its value.
    ///
    /// The grammar is checked here; the value of the checked text is then
    /// computed by `Double(_:)`. Numbers too large for a `Double` are
    /// rejected, while numbers too small for it become zero.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        var text = ""
        if current == "-" {
            appendCurrent(to: &text)
        }
        if current == "0" {
            let zeroPosition = position
            appendCurrent(to: &text)
            if let scalar = current, Self.isDigit(scalar) {
                throw JSONSyntaxError(
                    position: zeroPosition,
                    message: "numbers cannot have leading zeros, "
                        + "found '0' followed by '\(Character(scalar))'")
            }
        } else {
            try appendDigits(to: &text, expecting: "a digit after '-'")
        }
        if current == "." {
            appendCurrent(to: &text)
            try appendDigits(to: &text, expecting: "a digit after '.'")
        }
        if current == "e" || current == "E" {
            appendCurrent(to: &text)
            if current == "+" || current == "-" {
                appendCurrent(to: &text)
            }
            try appendDigits(to: &text, expecting: "a digit in the exponent")
        }
        guard let value = Double(text) else {
            // Not expected to happen, since the grammar has been checked.
            throw JSONSyntaxError(position: start, message: "number \(text) is not valid")
        }
        guard value.isFinite else {
            throw JSONSyntaxError(position: start, message: "number \(text) is out of range")
        }
        return value
    }

    /// Appends one or more decimal digits to `text`, moving past them.
    ///
    /// - Parameter expectation: What the error message says was expected
    ///   when the next scalar is not a digit.
    mutating func appendDigits(
        to text: inout String,
        expecting expectation: String
    ) throws(JSONSyntaxError) {
        guard let first = current, Self.isDigit(first) else {
            throw unexpected(expectation)
        }
        while let scalar = current, Self.isDigit(scalar) {
            appendCurrent(to: &text)
        }
    }

    /// Appends the next scalar to `text` and moves past it.
    mutating func appendCurrent(to text: inout String) {
        if let scalar = current {
            text.unicodeScalars.append(scalar)
        }
        advance()
    }

    /// Whether `scalar` is an ASCII decimal digit.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
