/// Writes tuned numbers back into a user's Swift text, so that "copy as Swift" gives the file
/// with the panel's values as the defaults.
///
/// ```swift
/// let text = "struct MyWave: PathProtocol {\n    var amplitude = 0.5\n    …\n}\n"
/// let types = SwiftSourceScanner.scan(text, path: "MyWave.swift")
/// LiveExport.source(text, settingNumbersOf: "MyWave", in: types, to: ["amplitude": 1.25])
/// // "struct MyWave: PathProtocol {\n    var amplitude = 1.25\n    …\n}\n"
/// ```
public enum LiveExport {
    /// `text` with each number of the type `typeName` that `values` names given that value as
    /// its default (a literal in place of its initializer expression); numbers not named, values
    /// that are not finite (or too large for an `Int`), and a type not in `types` leave the text
    /// as it was. `types` must come from scanning this `text`.
    public static func source(
        _ text: String, settingNumbersOf typeName: String, in types: [ScannedType],
        to values: [String: Double]
    ) -> String {
        guard let type = types.first(where: { $0.name == typeName }) else { return text }
        var bytes = Array(text.utf8)
        let replacements = type.numbers.compactMap { number -> (range: Range<Int>, text: String)? in
            guard let value = values[number.name], let literal = literal(value, for: number),
                number.defaultRange.upperBound <= bytes.count
            else { return nil }
            return (number.defaultRange, literal)
        }
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of `type`'s whole declaration (doc comments and attributes through its closing
    /// brace) in `text`, the file it was scanned from; `nil` when its range does not fit `text`.
    public static func declarationText(of type: ScannedType, in text: String) -> String? {
        let bytes = Array(text.utf8)
        guard type.declarationRange.upperBound <= bytes.count else { return nil }
        return String(decoding: bytes[type.declarationRange], as: UTF8.self)
    }

    /// The Swift literal for `value` as `number`'s default: the shortest text that reads back as
    /// the same value, always a float literal for `Double`, `CGFloat` and `Float` (`0.5`, `1.0`,
    /// `1e-05`); a rounded integer for `Int`; `true` for any nonzero `Bool`. A `CGFloat` or
    /// `Float` whose type Swift inferred keeps it: `CGFloat(0.5)`. `nil` for a value that is not
    /// finite or does not fit the type.
    public static func literal(_ value: Double, for number: ScannedNumber) -> String? {
        guard value.isFinite else { return nil }
        let literal: String
        switch number.type {
        case .double, .cgFloat:
            literal = floatLiteral("\(value)")
        case .float:
            let single = Float(value)
            guard single.isFinite else { return nil }
            literal = floatLiteral("\(single)")
        case .int:
            guard let integer = Int(exactly: value.rounded()) else { return nil }
            literal = "\(integer)"
        case .bool:
            literal = value != 0 ? "true" : "false"
        }
        if !number.isTypeDeclared, number.type == .cgFloat || number.type == .float {
            return "\(number.type == .cgFloat ? "CGFloat" : "Float")(\(literal))"
        }
        return literal
    }

    /// `text` (a number's description) made a float literal if it reads as an integer.
    private static func floatLiteral(_ text: String) -> String {
        text.contains(".") || text.contains("e") || text.contains("E") ? text : text + ".0"
    }
}
