import Testing

@testable import VitrineInput

@Suite("Decimal numbers: scripts and the panel's fields")
struct DecimalNumberTests {
    @Test(
        "decimal numbers are read, with their sign",
        arguments: [
            ("12", 12.0), ("12.5", 12.5), (".5", 0.5), ("12.", 12), ("0", 0), ("007", 7),
            ("1e3", 1000), ("2.5E-2", 0.025), ("1e+2", 100), ("12.e1", 120), (".5e1", 5),
            ("+3", 3), ("-4.25", -4.25), ("-.5", -0.5), ("+.5E+1", 5), ("1e-99999", 0),
        ])
    func decimal(text: String, value: Double) throws {
        let number = try #require(DecimalNumber(Substring(text)))
        #expect(number.value == value)
        #expect(number.isNegative == text.hasPrefix("-"))
    }

    @Test("-0 reads as zero but is marked negative")
    func negativeZero() throws {
        let number = try #require(DecimalNumber("-0"))
        #expect(number.value == 0)
        #expect(number.isNegative)
    }

    @Test("a decimal number too large for a Double reads as infinity")
    func overflow() {
        #expect(DecimalNumber("1e999")?.value == .infinity)
        #expect(DecimalNumber("-1e999")?.value == -.infinity)
        #expect(DecimalNumber("1" + String(repeating: "0", count: 400))?.value == .infinity)
    }

    @Test(
        "anything that is not plain decimal is not a number",
        arguments: [
            "", "+", "-", ".", "+.", "e3", ".e3", "1e", "1e+", "1E-", "--1", "+-1", "-+1", "1-",
            "0x10", "0X10", "0x1p3", "inf", "-inf", "+inf", "nan", "NaN", "-nan", "infinity", "Infinity",
            "1_000", "1,5", "1.2.3", "1e3.5", "1e3e3", " 1", "1 ", "1\t", "1f", "1d",
            "\u{0661}", "\u{FF11}", "1\u{0301}", "\u{2212}1",
        ])
    func notANumber(text: String) {
        #expect(DecimalNumber(Substring(text)) == nil)
    }
}
