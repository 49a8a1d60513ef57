import Testing
import VitrineTestSupport

@testable import VitrineJSON

/// Tests that the parser never crashes or hangs, and that every position it
/// reports lies within the text.
struct JSONParserFuzzTests {
    /// Valid documents that the mutations start from.
    static let seedDocuments = [
        """
        {
        \t"presets": [
        \t\t{"name": "Café 😀", "path": {"angle": 45, "speed": -1.5e-3}},
        \t\t{"name": "Esc \\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00", "enabled": true, "extra": null},
        \t\t{"list": [0, 10, 2.5E+10, false, [], {}]}
        \t]
        }
        """,
        "[1, -2.5e3, true, false, null, \"x\", {\"a\": [[[]]]}]",
        "\u{FEFF}{\"a\": {\"b\": {\"c\": [1, 2, 3]}},\r\n\"d\": \"\\u0041\"}\r\n",
        "\"just a string\"",
        "-0.5e-7",
    ]

    /// Bytes that are likely to change the meaning of a JSON document.
    static let interestingBytes = Array("{}[]\",:0123456789eE.+-\\ntfu \t\r\n".utf8)

    /// The lines of `text` as the parser counts them: split at a line feed,
    /// a carriage return, or both together, after dropping a leading byte
    /// order mark.
    static func lines(of text: String) -> [[Unicode.Scalar]] {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" {
            scalars.removeFirst()
        }
        var lines: [[Unicode.Scalar]] = [[]]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\r" || scalar == "\n" {
                lines.append([])
                if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                    index += 1
                }
            } else {
                lines[lines.count - 1].append(scalar)
            }
            index += 1
        }
        return lines
    }

    /// The scalar found at `position` in `lines`, or `nil` if the position
    /// is not on a scalar of the text.
    static func scalar(at position: JSONPosition, in lines: [[Unicode.Scalar]]) -> Unicode.Scalar? {
        guard lines.indices.contains(position.line - 1) else { return nil }
        let line = lines[position.line - 1]
        guard line.indices.contains(position.column - 1) else { return nil }
        return line[position.column - 1]
    }

    /// Checks that `value` and everything in it starts at a scalar that can
    /// start a value of its kind, and that every key starts at a quote.
    static func checkPositions(of value: JSONValue, in lines: [[Unicode.Scalar]]) {
        let first = scalar(at: value.position, in: lines)
        switch value.kind {
        case .object(let members):
            #expect(first == "{")
            for member in members {
                #expect(scalar(at: member.keyPosition, in: lines) == "\"")
                checkPositions(of: member.value, in: lines)
            }
        case .array(let elements):
            #expect(first == "[")
            for element in elements {
                checkPositions(of: element, in: lines)
            }
        case .string:
            #expect(first == "\"")
        case .number:
            #expect(first == "-" || ("0"..."9").contains(first ?? " "))
        case .bool(let bool):
            #expect(first == (bool ? "t" : "f"))
        case .null:
            #expect(first == "n")
        }
    }

    /// Parses `text` and checks the positions in the result or the error.
    ///
    /// - Returns: Whether the text parsed.
    static func check(_ text: String) -> Bool {
        let lines = lines(of: text)
        do {
            let value = try JSONParser.parse(text)
            checkPositions(of: value, in: lines)
            return true
        } catch {
            let line = error.position.line
            let column = error.position.column
            let context: Comment = "\(error) in \(String(reflecting: text))"
            #expect(line >= 1 && line <= lines.count, context)
            if line >= 1 && line <= lines.count {
                // An error may point just past the last scalar of its line.
                #expect(column >= 1 && column <= lines[line - 1].count + 1, context)
            }
            #expect(!error.message.isEmpty)
            return false
        }
    }

    /// A byte that is either one of `interestingBytes` or any byte at all.
    static func randomByte(using generator: inout SplitMix64) -> UInt8 {
        if Bool.random(using: &generator) {
            return interestingBytes[Int.random(in: interestingBytes.indices, using: &generator)]
        }
        return UInt8.random(in: 0...255, using: &generator)
    }

    /// Deletes, inserts or replaces one byte of `bytes`, or truncates it.
    static func mutate(_ bytes: inout [UInt8], using generator: inout SplitMix64) {
        let operation = Int.random(in: 0..<10, using: &generator)
        switch operation {
        case 0..<3 where !bytes.isEmpty:
            bytes.remove(at: Int.random(in: bytes.indices, using: &generator))
        case 3..<6:
            let byte = randomByte(using: &generator)
            bytes.insert(byte, at: Int.random(in: 0...bytes.count, using: &generator))
        case 6..<9 where !bytes.isEmpty:
            bytes[Int.random(in: bytes.indices, using: &generator)] = randomByte(using: &generator)
        default:
            bytes.removeLast(Int.random(in: 0...bytes.count, using: &generator))
        }
    }

    /// The seed documents of the fuzz tests are valid.
    @Test func seedDocumentsParse() throws {
        for document in Self.seedDocuments {
            #expect(Self.check(document), "\(String(reflecting: document))")
        }
    }

    /// Randomly mutated documents either parse with valid positions or fail at a
    /// position within the text.
    @Test func mutatedDocumentsParseOrFailWithinTheText() {
        var generator = SplitMix64(seed: 0x5EED_1234)
        let caseCount = 24_000
        var parsedCount = 0
        for caseNumber in 0..<caseCount {
            var bytes = Array(Self.seedDocuments[caseNumber % Self.seedDocuments.count].utf8)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                Self.mutate(&bytes, using: &generator)
            }
            if Self.check(String(decoding: bytes, as: UTF8.self)) {
                parsedCount += 1
            }
        }
        print(
            "Fuzzed \(caseCount) mutated documents: "
                + "\(parsedCount) parsed, \(caseCount - parsedCount) rejected")
        #expect(parsedCount > 0)
        #expect(parsedCount < caseCount)
    }

    /// Short random texts either parse with valid positions or fail at a position
    /// within the text.
    @Test func randomTextsParseOrFailWithinTheText() {
        var generator = SplitMix64(seed: 42)
        let caseCount = 6_000
        var parsedCount = 0
        for _ in 0..<caseCount {
            let length = Int.random(in: 0...24, using: &generator)
            let bytes = (0..<length).map { _ in Self.randomByte(using: &generator) }
            if Self.check(String(decoding: bytes, as: UTF8.self)) {
                parsedCount += 1
            }
        }
        print(
            "Fuzzed \(caseCount) random texts: "
                + "\(parsedCount) parsed, \(caseCount - parsedCount) rejected")
    }

    /// Ten thousand opening brackets or braces fail with the depth error instead of
    /// overflowing the stack.
    @Test func deepNestingFailsWithTheDepthError() {
        for opener in ["[", "{\"a\":", "[{\"a\":"] {
            let text = String(repeating: opener, count: 10_000)
            #expect(throws: JSONSyntaxError.self) {
                try JSONParser.parse(text)
            }
            do {
                _ = try JSONParser.parse(text)
            } catch {
                #expect(error.message == "nesting deeper than 64 levels")
            }
        }
    }

    /// Large documents parse whole, with the positions of their last values right.
    @Test func largeDocumentsParse() throws {
        let elementCount = 100_000
        let element = #"{"k": [1.5, "s"]}"#
        let array = "[" + Array(repeating: element, count: elementCount).joined(separator: ",\n") + "]"
        let longString = "\"" + String(repeating: "é", count: 1_000_000) + "\""

        let elements = try #require(try JSONParser.parse(array).arrayValue)
        #expect(elements.count == elementCount)
        #expect(elements.last?.position == JSONPosition(line: elementCount, column: 1))
        #expect(try JSONParser.parse(longString).stringValue?.count == 1_000_000)
    }
}
