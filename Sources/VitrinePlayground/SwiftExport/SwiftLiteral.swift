/// Values written as Swift literals that read back as exactly the same values.
///
/// Numbers are written as short as Swift's `description` writes them (the shortest text that
/// parses back to the same `Double`), whole numbers without `.0`; angles as multiples of `.pi`
/// where that expression gives the same bits.
///
/// ```swift
/// SwiftLiteral.number(0.35)           // "0.35"
/// SwiftLiteral.number(16)             // "16"
/// SwiftLiteral.angle(.pi / 4)         // ".pi / 4"
/// SwiftLiteral.angle(-0.9)            // "-0.9"
/// SwiftLiteral.string("Say \"hi\"")   // "\"Say \\\"hi\\\"\""
/// ```
enum SwiftLiteral {
    /// `value` as a Swift floating-point literal (or `.infinity`, `-.infinity`, `.nan`; −0 as
    /// `-0.0`, since the literal `-0` is 0).
    static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0" }
        return value.shortestText
    }

    /// The largest multiple of π/36 ``angle(_:)`` tries: two turns either way.
    static let largestAngleStep = 144

    /// `value` as a multiple of `.pi` (`.pi / 4`, `-3 * .pi / 4`, `2 * .pi`) when it is a
    /// multiple of π/36 (5°) that the expression computes to the same bits, else as
    /// ``number(_:)``.
    static func angle(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return number(value) }
        let guess = Int((value / (.pi / 36)).rounded())
        guard abs(guess) <= largestAngleStep, guess != 0 else { return number(value) }
        let divisor = greatestCommonDivisor(abs(guess), 36)
        let (numerator, denominator) = (guess / divisor, 36 / divisor)
        guard piMultiple(numerator, denominator) == value else { return number(value) }
        let times =
            switch numerator {
            case 1: ".pi"
            case -1: "-.pi"
            default: "\(numerator) * .pi"
            }
        return denominator == 1 ? times : "\(times) / \(denominator)"
    }

    /// `numerator · π / denominator`, computed as Swift computes the text ``angle(_:)`` writes.
    static func piMultiple(_ numerator: Int, _ denominator: Int) -> Double {
        let times =
            switch numerator {
            case 1: Double.pi
            case -1: -Double.pi
            default: Double(numerator) * .pi
            }
        return denominator == 1 ? times : times / Double(denominator)
    }

    /// The greatest common divisor of two positive numbers.
    static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : greatestCommonDivisor(b, a % b)
    }

    /// `text` as a Swift string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        text.quoted { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : nil
        }
    }

    /// Whether two numbers are the same bits where it matters: equal and of the same sign
    /// (0 and −0 differ), or both NaN.
    static func same(_ a: Double, _ b: Double) -> Bool {
        (a == b && a.sign == b.sign) || (a.isNaN && b.isNaN)
    }
}
