import Testing
import VitrineLive

/// Writing tuned numbers back into the user's text.
@Suite("Live export")
struct LiveExportTests {
    static let text = """
        // “Wave” — é
        struct MyWave: PathProtocol {
            var amplitude = 0.5 // 0...2
            var angle: Double = .pi / 2
            var count = 1 + 2, isOn = true
            var small: Float = 1
            var inferredCG = CGFloat.pi
            var inferredFloat = Float.pi / 2
            var untouched = 7.0
        }
        struct Other: PathProtocol { var amplitude = 0.5 }
        """

    @Test("each named number's default becomes a literal; the rest stays as written")
    func settingNumbers() {
        let types = SwiftSourceScanner.scan(Self.text, path: "W.swift")
        let values: [String: Double] = [
            "amplitude": 1, "angle": 0.00001, "count": 2.5, "isOn": 0, "small": 0.1,
            "inferredCG": 0.25, "inferredFloat": 3, "missing": 9,
        ]
        let result = LiveExport.source(Self.text, settingNumbersOf: "MyWave", in: types, to: values)
        #expect(
            result == """
                // “Wave” — é
                struct MyWave: PathProtocol {
                    var amplitude = 1.0 // 0...2
                    var angle: Double = 1e-05
                    var count = 3, isOn = false
                    var small: Float = 0.1
                    var inferredCG = CGFloat(0.25)
                    var inferredFloat = Float(3.0)
                    var untouched = 7.0
                }
                struct Other: PathProtocol { var amplitude = 0.5 }
                """)
        let rescanned = SwiftSourceScanner.scan(result, path: "W.swift")
        #expect(rescanned.first?.numbers.map(\.type) == types.first?.numbers.map(\.type))
    }

    @Test("literals: shortest round-trip floats, rounded ints, nonzero true; nothing for values that don't fit")
    func literals() {
        func number(_ type: LiveNumberType, declared: Bool = true) -> ScannedNumber {
            ScannedNumber(
                name: "x", type: type, isTypeDeclared: declared, defaultText: "0", defaultRange: 0..<1, line: 1, column: 1,
                range: nil)
        }
        #expect(LiveExport.literal(0.5, for: number(.double)) == "0.5")
        #expect(LiveExport.literal(-2, for: number(.cgFloat)) == "-2.0")
        #expect(LiveExport.literal(1e16, for: number(.double)) == "1e+16")
        #expect(LiveExport.literal(0.1 + 0.2, for: number(.double)) == "0.30000000000000004")
        #expect(LiveExport.literal(Double(Float(0.1)), for: number(.float)) == "0.1")
        #expect(LiveExport.literal(-2.5, for: number(.int)) == "-3")
        #expect(LiveExport.literal(0.49, for: number(.int)) == "0")
        #expect(LiveExport.literal(-0.01, for: number(.bool)) == "true")
        #expect(LiveExport.literal(0, for: number(.bool)) == "false")
        #expect(LiveExport.literal(2, for: number(.cgFloat, declared: false)) == "CGFloat(2.0)")
        #expect(LiveExport.literal(2, for: number(.int, declared: false)) == "2")
        #expect(LiveExport.literal(.nan, for: number(.double)) == nil)
        #expect(LiveExport.literal(.infinity, for: number(.bool)) == nil)
        #expect(LiveExport.literal(1e300, for: number(.float)) == nil)
        #expect(LiveExport.literal(1e19, for: number(.int)) == nil)
    }

    @Test("values that are not finite, other types' names and unknown types leave the text alone")
    func leftAlone() {
        let types = SwiftSourceScanner.scan(Self.text, path: "W.swift")
        #expect(
            LiveExport.source(Self.text, settingNumbersOf: "MyWave", in: types, to: ["amplitude": .nan, "count": .infinity])
                == Self.text)
        #expect(LiveExport.source(Self.text, settingNumbersOf: "Nobody", in: types, to: ["amplitude": 1]) == Self.text)
        #expect(LiveExport.source(Self.text, settingNumbersOf: "MyWave", in: types, to: [:]) == Self.text)
        let other = LiveExport.source(Self.text, settingNumbersOf: "Other", in: types, to: ["amplitude": 2])
        #expect(other.hasSuffix("struct Other: PathProtocol { var amplitude = 2.0 }"))
        #expect(other.contains("var amplitude = 0.5 // 0...2"))
    }

    @Test("a type's declaration text, doc comments and attributes through its brace")
    func declarationText() throws {
        let text = "import X\n\n/// Doc.\n@MainActor\nfinal class Spin: TransformProtocol { init() {} }\n// after\n"
        let type = try #require(SwiftSourceScanner.scan(text, path: "S.swift").first)
        #expect(
            LiveExport.declarationText(of: type, in: text)
                == "/// Doc.\n@MainActor\nfinal class Spin: TransformProtocol { init() {} }")
        #expect(LiveExport.declarationText(of: type, in: "short") == nil)
    }
}
