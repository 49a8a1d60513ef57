extension String {
    /// The text in double quotes with quotes and backslashes escaped by a backslash, as are
    /// newlines (`\n`), returns (`\r`) and tabs (`\t`); `escape` writes every other scalar that
    /// needs escaping in the language at hand, and gives `nil` for one kept as it is.
    ///
    /// ```swift
    /// "a\u{1}".quoted { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : nil }   // "\"a\\u{1}\""
    /// ```
    func quoted(escaping escape: (Unicode.Scalar) -> String?) -> String {
        var text = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if let escaped = escape(scalar) { text += escaped } else { text.unicodeScalars.append(scalar) }
            }
        }
        return text + "\""
    }
}
