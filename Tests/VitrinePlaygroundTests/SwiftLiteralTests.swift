import Testing

@testable import VitrinePlayground

@Suite("Swift literals and names: exact numbers, angles in π, escaped strings, camel-case names")
struct SwiftLiteralTests {
    @Test func numbersAreShortestAndReadBackExactly() {
        #expect(SwiftLiteral.number(16) == "16")
        #expect(SwiftLiteral.number(-1) == "-1")
        #expect(SwiftLiteral.number(0.35) == "0.35")
        #expect(SwiftLiteral.number(0) == "0")
        #expect(SwiftLiteral.number(-0.0) == "-0.0")
        #expect(SwiftLiteral.number(302.4 * 0.75) == "226.79999999999998")
        #expect(SwiftLiteral.number(-1.0 / 500) == "-0.002")
        #expect(SwiftLiteral.number(1e-5) == "1e-05")
        #expect(SwiftLiteral.number(1e20) == "1e+20")
        #expect(SwiftLiteral.number(.infinity) == ".infinity")
        #expect(SwiftLiteral.number(-.infinity) == "-.infinity")
        #expect(SwiftLiteral.number(.nan) == ".nan")
        for value in [0.1, 1.0 / 3, 0.74 + 0.06 * 3, 123_456.789, -2.5e-300, Double.greatestFiniteMagnitude] {
            #expect(Double(SwiftLiteral.number(value)) == value)
        }
    }

    @Test func anglesAreMultiplesOfPiOnlyWhereExact() {
        #expect(SwiftLiteral.angle(.pi / 4) == ".pi / 4")
        #expect(SwiftLiteral.angle(.pi) == ".pi")
        #expect(SwiftLiteral.angle(-.pi) == "-.pi")
        #expect(SwiftLiteral.angle(2 * .pi) == "2 * .pi")
        #expect(SwiftLiteral.angle(-3 * .pi / 4) == "-3 * .pi / 4")
        #expect(SwiftLiteral.angle(-.pi / 6) == "-.pi / 6")
        #expect(SwiftLiteral.angle(70 * .pi / 180) == "7 * .pi / 18")
        #expect(SwiftLiteral.angle(0) == "0")
        #expect(SwiftLiteral.angle(-0.9) == "-0.9")
        #expect(SwiftLiteral.angle(1.2) == "1.2")
        // Near a multiple of π/36 but not its bits: written as the number.
        #expect(SwiftLiteral.angle(.pi / 4 + 1e-15) == SwiftLiteral.number(.pi / 4 + 1e-15))
        // Every multiple of 5° the panel steps to is written in π and computes back to its bits.
        for step in -144...144 where step != 0 {
            let value = Double(step) * .pi / 36
            let text = SwiftLiteral.angle(value)
            if text.contains(".pi") {
                #expect(Self.evaluate(text) == value, "\(text)")
            } else {
                #expect(Double(text) == value)
            }
        }
    }

    /// `[n * ].pi[ / d]` or `-.pi[ / d]` computed as Swift computes it.
    static func evaluate(_ text: String) -> Double {
        let parts = text.components(separatedBy: " / ")
        let divisor = parts.count == 2 ? Double(parts[1]) : nil
        let times: Double =
            switch parts[0] {
            case ".pi": .pi
            case "-.pi": -.pi
            default: Double(parts[0].components(separatedBy: " * ")[0])! * .pi
            }
        return divisor.map { times / $0 } ?? times
    }

    @Test func stringsAreEscaped() {
        #expect(SwiftLiteral.string("That's PVView") == #""That's PVView""#)
        #expect(SwiftLiteral.string("say \"hi\" \\ now") == #""say \"hi\" \\ now""#)
        #expect(SwiftLiteral.string("a\nb\tc\u{1}") == #""a\nb\tc\u{1}""#)
        #expect(SwiftLiteral.string("é ✓") == "\"é ✓\"")
    }

    @Test func presetNamesBecomeCamelCaseNames() {
        #expect(SwiftName("coverflow").lowerCamelCase == "coverflow")
        #expect(SwiftName("flow-start").lowerCamelCase == "flowStart")
        #expect(SwiftName("time-machine").appending("Layout") == "timeMachineLayout")
        #expect(SwiftName("parallax-vertical").upperCamelCase == "ParallaxVertical")
        #expect(SwiftName("My_preset.v2").lowerCamelCase == "myPresetV2")
        #expect(SwiftName("3d-ring").lowerCamelCase == "preset3dRing")
        #expect(SwiftName("3d-ring").upperCamelCase == "Preset3dRing")
        #expect(SwiftName("--").lowerCamelCase == "preset")
    }
}
