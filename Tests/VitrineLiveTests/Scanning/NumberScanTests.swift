import Testing

@testable import VitrineLive

/// Which properties become tunable numbers, with their types, defaults and ranges.
@Suite("Scanning numbers")
struct NumberScanTests {
    /// The numbers of the one type in `text`, or none.
    private func numbers(in text: String) -> [ScannedNumber] {
        onlyType(in: text)?.numbers ?? []
    }

    @Test("only stored instance vars with a default and a number type")
    func whichProperties() {
        let text = """
            struct Mix: PathProtocol {
                static var shared = 1.0
                class var perClass: Double { 2 }
                lazy var later = 3.0
                let constant = 4.0
                var computed: Double { constant * 2 }
                var getter: Double {
                    get { 5 }
                    set { }
                }
                var optional: Double? = 6
                var unwrapped: Int! = 7
                var wrapped: Optional<Double> = 8
                var text = "9"
                var call = max(1.0, 2.0)
                var noDefault: Double
                var declared: Double = max(1.0, 2.0)
                @Clamped(0...1) private(set) var wrapper = 0.5
                nonisolated(unsafe) public var spaced = 10
                init() { noDefault = 0 }
            }
            """
        #expect(numbers(in: text).map(\.name) == ["declared", "wrapper", "spaced"])
        #expect(numbers(in: text).map(\.type) == [.double, .double, .int])
        #expect(numbers(in: text).map(\.isTypeDeclared) == [true, false, false])
    }

    @Test("types from declarations and from literals")
    func types() {
        let text = """
            struct Types: PathProtocol {
                var d: Double = 1
                var g: CGFloat = 1
                var f: Float = 1
                var i: Int = 1
                var b: Bool = false
                var swiftD: Swift.Double = 1
                var f64: Float64 = 1
                var literalInt = 1_000
                var hex = 0x1F
                var literalDouble = 1.0
                var fraction = .5
                var exponent = 1e3
                var negative = -2.5
                var yes = true
                var halfPi = .pi / 2
                var doublePi = Double.pi * 2
                var cgPi = CGFloat.pi
                var floatPi = (Float.pi + 1) / 2
                var sum = (1 + 2) * 3 - -4
                var mixed = Double.pi + CGFloat.pi
                var hexFloat = 0x1p4
                var notConstant = 1 + x
                var converted = CGFloat(0.5)
                var convertedSum = Double(1) / 2
                var notConverted = Float(x)
            }
            """
        let found = numbers(in: text)
        #expect(
            found.map(\.name) == [
                "d", "g", "f", "i", "b", "swiftD", "f64", "literalInt", "hex", "literalDouble", "fraction",
                "exponent", "negative", "yes", "halfPi", "doublePi", "cgPi", "floatPi", "sum", "hexFloat",
                "converted", "convertedSum",
            ])
        #expect(
            found.map(\.type) == [
                .double, .cgFloat, .float, .int, .bool, .double, .double, .int, .int, .double, .double,
                .double, .double, .bool, .double, .double, .cgFloat, .float, .int, .double, .cgFloat, .double,
            ])
        #expect(
            found.map(\.defaultText).suffix(8) == [
                ".pi / 2", "Double.pi * 2", "CGFloat.pi", "(Float.pi + 1) / 2",
                "(1 + 2) * 3 - -4", "0x1p4", "CGFloat(0.5)", "Double(1) / 2",
            ])
    }

    @Test("var a = 1.0, b = 2: both, with exact ranges; a range comment covers the line")
    func multipleBindings() {
        let text = "struct Pair: PathProtocol {\n    var a = 1.0, b: Int = 2 // 0...5\n}\n"
        #expect(
            numbers(in: text) == [
                ScannedNumber(
                    name: "a", type: .double, isTypeDeclared: false, defaultText: "1.0", defaultRange: 40..<43,
                    line: 2, column: 9, range: 0...5),
                ScannedNumber(
                    name: "b", type: .int, isTypeDeclared: true, defaultText: "2", defaultRange: 54..<55,
                    line: 2, column: 18, range: 0...5),
            ])
    }

    @Test("range comments: only on the line where the default ends, only A...B with literals")
    func rangeComments() {
        let text = """
            struct Ranged: PathProtocol {
                var plain = 1.0 // 0...2
                var labelled = 0.0 // amplitude, -1...1
                var spaced = 0.0 // from -2.5 ... 1e1
                var swapped = 0.0 // 3...1
                var huge = 0.0 // 0...1e999
                var word = 0.0 // up to 2
                var block = 0.0 /* 0...1 */
                var next = 0.0
                // 0...9
                var observed = 0.5 { didSet { print(observed) } } // 0...1
                var long = 1 +
                    2 // 0...10
                var docTrail = 1 /// 0...3
            }
            """
        let found = numbers(in: text)
        #expect(
            found.map(\.name) == [
                "plain", "labelled", "spaced", "swapped", "huge", "word", "block", "next", "observed",
                "long", "docTrail",
            ])
        #expect(found.map(\.range) == [0...2, -1...1, -2.5...10, nil, nil, nil, nil, nil, 0...1, 0...10, 0...3])
    }

    @Test("properties after nested functions, types and closures with braces; observers")
    func afterBraces() {
        let text = """
            final class Busy: TransformProtocol {
                func helper() -> Double {
                    if true { return { 1.0 }() }
                    let inner = 9.0
                    return inner
                }
                struct Nested { var hidden = 1.0 }
                var closure: () -> Double = { let x = 2.0; return x }
                var first = 1.0 {
                    willSet { print("{") }
                    didSet { }
                }
                var second = 2.0
                init() {}
                var third = [1, 2].count
                var table = Dictionary<String, Array<Int>>(), fourth = 4
            }
            """
        let found = numbers(in: text)
        #expect(found.map(\.name) == ["first", "second", "fourth"])
        #expect(found.map(\.defaultText) == ["1.0", "2.0", "4"])
        #expect(found.map(\.line) == [9, 13, 16])
        #expect(onlyType(in: text)?.initializerProblem == nil)
    }

    @Test("an initializer over several lines ends where the expression does")
    func multilineInitializers() {
        let text = """
            struct Lines: PathProtocol {
                var sum = 1.0 +
                    2.0
                var product = 2.0
                    * 3.0
                var grouped = (
                    1 + 2
                )
                var alone = 4.0
                @Wrapper var wrapped = 5
            }
            """
        let found = numbers(in: text)
        #expect(found.map(\.defaultText) == ["1.0 +\n        2.0", "2.0\n        * 3.0", "(\n        1 + 2\n    )", "4.0", "5"])
        #expect(found.allSatisfy { slice($0.defaultRange, of: text) == $0.defaultText })
    }

    @Test("CRLF line endings: lines, columns and ranges count bytes, a CRLF one break")
    func crlfLineEndings() {
        let text = "// header\r\nstruct Windows: PathProtocol {\r\n    var a = 1.5 // 0...3\r\n\r\n    var b = 2\r\n}\r\n"
        let type = onlyType(in: text)
        #expect((type?.line, type?.column) == (2, 8))
        #expect(type?.declarationRange == 11..<87)
        #expect(
            type?.numbers == [
                ScannedNumber(
                    name: "a", type: .double, isTypeDeclared: false, defaultText: "1.5", defaultRange: 55..<58,
                    line: 3, column: 9, range: 0...3),
                ScannedNumber(
                    name: "b", type: .int, isTypeDeclared: false, defaultText: "2", defaultRange: 83..<84,
                    line: 5, column: 9, range: nil),
            ])
    }

    @Test("non-ASCII names and strings: columns and ranges in UTF-8 bytes")
    func nonASCII() {
        let text = "let 标题 = \"é ✓ }\"; struct Wälle: PathProtocol { var höhe = 1.0; var 🌊 = 2 }\n"
        let type = onlyType(in: text)
        #expect(type?.name == "Wälle")
        #expect((type?.line, type?.column) == (1, 33))
        #expect(type?.declarationRange == 25..<86)
        #expect(type?.numbers.map(\.name) == ["höhe", "🌊"])
        #expect(type?.numbers.map(\.column) == [60, 77])
        #expect(type?.numbers.map(\.defaultRange) == [67..<70, 83..<84])
    }
}
