extension String {
    /// The text with every character that draws nothing, or draws something other than it is,
    /// written as Swift writes it in a literal (`\u{200F}`, `\n`, `\0`): control characters
    /// (NUL, BEL, ESC, newline…), format characters (the bidirectional marks and overrides
    /// U+200E/F and U+202A–E, the zero-width space, joiner and non-joiner, the byte-order mark),
    /// every space but the plain one, line and paragraph separators, variation selectors,
    /// private-use, unassigned and surrogate code points. What a refusal quotes then reads as
    /// what was typed: `"1.5\u{200F}"`, never a `"1.5"` that is not 1.5.
    ///
    /// ```swift
    /// "1.5\u{200F}".visiblyEscaped   // "1.5\\u{200F}"
    /// "a\nb".visiblyEscaped          // "a\\nb"
    /// "45°".visiblyEscaped           // "45°"
    /// ```
    var visiblyEscaped: String {
        var text = ""
        for scalar in unicodeScalars {
            if let escaped = Self.visibleEscape(of: scalar) { text += escaped } else { text.unicodeScalars.append(scalar) }
        }
        return text
    }

    /// The text in double quotes, with ``visiblyEscaped``'s escapes, and quotes and backslashes
    /// escaped by a backslash: how a refusal names what was typed.
    ///
    /// ```swift
    /// "0x10".visiblyQuoted           // "\"0x10\""
    /// "ab\u{202E}".visiblyQuoted     // "\"ab\\u{202E}\""
    /// ```
    var visiblyQuoted: String {
        quoted { Self.visibleEscape(of: $0) }
    }

    /// How ``visiblyEscaped`` writes `scalar`, or `nil` for a scalar that shows as itself.
    static func visibleEscape(of scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\0": return "\\0"
        case " ": return nil
        default: break
        }
        let isHidden =
            switch scalar.properties.generalCategory {
            case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
                .unassigned:
                true
            default:
                scalar.properties.isVariationSelector || scalar.properties.isDefaultIgnorableCodePoint
            }
        return isHidden ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : nil
    }
}
