/// A number as a person types it: plain decimal notation and nothing else. It is the one
/// grammar of the numbers of input scripts and of the panel's typed fields.
///
/// The text is an optional sign (`+` or `-`), digits with an optional fraction (`12`, `12.5`,
/// `.5`, `12.`), then an optional exponent (`1e3`, `2.5E-2`). Hexadecimal (`0x10`, `0x1p3`),
/// `inf`, `nan`, `infinity`, digit separators (`1_000`) and anything else that Swift's
/// `Double(_:)` would also take are not numbers here.
///
/// ```swift
/// DecimalNumber("-2.5e1")?.value   // -25
/// DecimalNumber("1e999")?.value    // +infinity: decimal, but too large for a Double
/// DecimalNumber("0x10")            // nil
/// ```
public struct DecimalNumber: Sendable {
    /// The value, rounded to the nearest `Double`; infinite when the number is too large.
    public let value: Double
    /// Whether the text starts with `-`, so that `-0` counts as negative too.
    public let isNegative: Bool

    /// What the grammar takes, in words, for messages that refuse other text.
    public static let expectation = "a plain decimal number (such as 0.5, -12 or 2e-3)"

    /// Reads the whole of `text` as one decimal number; `nil` if it is anything else.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        var position = 0
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative || bytes.first == UInt8(ascii: "+") {
            position += 1
        }
        let wholeDigits = DecimalNumber.digitCount(in: bytes, from: position)
        position += wholeDigits
        var fractionDigits = 0
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            fractionDigits = DecimalNumber.digitCount(in: bytes, from: position + 1)
            position += 1 + fractionDigits
        }
        guard wholeDigits + fractionDigits > 0 else { return nil }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            let exponentDigits = DecimalNumber.digitCount(in: bytes, from: position)
            guard exponentDigits > 0 else { return nil }
            position += exponentDigits
        }
        // The text is now known to be decimal, which the standard conversion rounds correctly.
        guard position == bytes.count, let value = Double(text) else { return nil }
        self.value = value
        self.isNegative = isNegative
    }

    /// How many ASCII digits follow one another in `bytes` from `start` on.
    private static func digitCount(in bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
            end += 1
        }
        return end - start
    }
}
