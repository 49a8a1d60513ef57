import Foundation
import Testing
import VitrineLive
import VitrineTestSupport

/// Seeded random files assembled from fragments: the scanner finds exactly the types and
/// numbers the fragments hold, and every position it reports points into the text where it says.
@Suite("Scanner properties")
struct ScannerPropertyTests {
    /// Members of a type body, with the numbers each gives; `#` becomes a number unique in the file.
    static let members: [(text: String, numbers: [String])] = [
        ("var a# = 1.0", ["a#"]),
        ("var b#: CGFloat = .pi / 2 // 0...3", ["b#"]),
        ("static var s# = 1.0", []),
        ("var c#: Double { 2 }", []),
        ("let d# = 3", []),
        ("func f#() { let x = { 1 }(); _ = x }", []),
        ("var e# = 1, g# = true", ["e#", "g#"]),
        ("var h# = \"}{\" + \"\\(\"(\")\"", []),
        ("struct N#: PathProtocol { var n = 1.0 }", []),
        ("var i# = 2.5 { didSet { } }", ["i#"]),
        ("/* } */ var j# = -1", ["j#"]),
        ("var k# = 1 +\n        2", ["k#"]),
        ("@Wrapped private(set) var l#: Int = 4", ["l#"]),
        ("var ü# = 1e3 // ü…", ["ü#"]),
        ("lazy var m# = 1.0", []),
        ("var o#: Double? = nil", []),
        ("init() {}", []),
    ]

    /// File-scope text that declares no listable type.
    static let noise: [String] = [
        "// struct Fake: PathProtocol {",
        "/* struct Fake: PathProtocol { /* } */ } */",
        "let s# = \"struct Fake: PathProtocol { \\(\"}\") \"",
        "let r# = #\"struct Fake: PathProtocol { \"# ",
        "let m# = \"\"\"\n    struct Fake: PathProtocol {\n    \"\"\"",
        "func helper#() { if true { struct Local: PathProtocol {} } }",
        "#if DEBUG\n#endif",
        "import Foundation",
        "let 名前# = \"é\"",
        "struct Plain#: Equatable { var x = 1.0 }",
    ]

    /// How a listable type may start, `#` standing for its number.
    static let headers: [String] = [
        "struct T#: PathProtocol {",
        "/// Doc.\n@MainActor public struct T#: VitrineShowcase.TransformProtocol {",
        "final class T#: PVActionType, Sendable {",
        "enum T#: PVTimingFunctionType {",
    ]

    /// A random file, the names of its listable types and the numbers of each.
    static func randomFile(_ random: inout SplitMix64) -> (text: String, types: [String], numbers: [[String]]) {
        var counter = 0
        func numbered(_ text: String) -> String {
            counter += 1
            return text.replacingOccurrences(of: "#", with: "\(counter)")
        }
        var parts: [String] = []
        var types: [String] = []
        var numbers: [[String]] = []
        for _ in 0..<random.int(in: 1...8) {
            if random.int(in: 0...2) == 0 {
                parts.append(numbered(noise[random.int(in: 0...(noise.count - 1))]))
                continue
            }
            counter += 1
            let name = "T\(counter)"
            var body = [headers[random.int(in: 0...(headers.count - 1))].replacingOccurrences(of: "#", with: "\(counter)")]
            var typeNumbers: [String] = []
            for _ in 0..<random.int(in: 0...5) {
                counter += 1
                let member = members[random.int(in: 0...(members.count - 1))]
                body.append("    " + member.text.replacingOccurrences(of: "#", with: "\(counter)"))
                typeNumbers += member.numbers.map { $0.replacingOccurrences(of: "#", with: "\(counter)") }
            }
            body.append("}")
            parts.append(body.joined(separator: "\n"))
            types.append(name)
            numbers.append(typeNumbers)
        }
        let text = parts.joined(separator: "\n\n") + "\n"
        let lineBreak = ["\n", "\r\n", "\r"][random.int(in: 0...2)]
        return (text.replacingOccurrences(of: "\n", with: lineBreak), types, numbers)
    }

    /// The byte offset of 1-based `line` and `column` in `bytes`, lines counted independently of
    /// the scanner; `nil` past the end.
    static func offset(line: Int, column: Int, in bytes: [UInt8]) -> Int? {
        var currentLine = 1, index = 0
        while currentLine < line, index < bytes.count {
            if bytes[index] == 13 {
                if index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
                currentLine += 1
            } else if bytes[index] == 10 {
                currentLine += 1
            }
            index += 1
        }
        return currentLine == line && index + column - 1 <= bytes.count ? index + column - 1 : nil
    }

    /// Checks what the scanner says of `text` against the text itself.
    static func checkPositions(of types: [ScannedType], in text: String) {
        let bytes = Array(text.utf8)
        for type in types {
            #expect(type.declarationRange.lowerBound >= 0 && type.declarationRange.upperBound <= bytes.count)
            #expect(!type.kinds.isEmpty && type.kinds == LiveKind.allCases.filter(type.kinds.contains))
            let nameOffset = offset(line: type.line, column: type.column, in: bytes)
            #expect(nameOffset.map { bytes[$0...].starts(with: Array(type.name.utf8)) } == true, "\(type.name) in \(text)")
            for number in type.numbers {
                #expect(
                    number.defaultRange.lowerBound >= type.declarationRange.lowerBound
                        && number.defaultRange.upperBound <= type.declarationRange.upperBound)
                #expect(slice(number.defaultRange, of: text) == number.defaultText)
                #expect(
                    !number.defaultText.isEmpty
                        && number.defaultText.trimmingCharacters(in: .whitespacesAndNewlines) == number.defaultText)
                let numberOffset = offset(line: number.line, column: number.column, in: bytes)
                #expect(
                    numberOffset.map { bytes[$0...].starts(with: Array(number.name.utf8)) } == true, "\(number.name) in \(text)")
                #expect(number.range.map { $0.lowerBound.isFinite && $0.upperBound.isFinite } ?? true)
            }
        }
    }

    @Test("random files: exactly the fragments' types and numbers, at the places reported", arguments: [1, 2, 3, 4] as [UInt64])
    func randomFiles(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<100 {
            let file = Self.randomFile(&random)
            let types = SwiftSourceScanner.scan(file.text, path: "Random.swift")
            #expect(types.map(\.name) == file.types, "\(file.text)")
            #expect(types.map { $0.numbers.map(\.name) } == file.numbers, "\(file.text)")
            Self.checkPositions(of: types, in: file.text)
        }
    }

    @Test("random files cut anywhere and joined in pairs: no crash, positions still inside", arguments: [5, 6] as [UInt64])
    func cutFiles(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<100 {
            let text = Self.randomFile(&random).text
            let cut = String(text.prefix(random.int(in: 0...text.count)))
            Self.checkPositions(of: SwiftSourceScanner.scan(cut, path: "Cut.swift"), in: cut)
            let other = Self.randomFile(&random).text
            let files = [(path: "A.swift", text: cut), (path: "B.swift", text: other)]
            for type in SwiftSourceScanner.scan(files) {
                Self.checkPositions(of: [type], in: type.file == "A.swift" ? cut : other)
            }
        }
    }
}
