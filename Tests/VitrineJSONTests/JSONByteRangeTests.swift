import Testing
import VitrineTestSupport

@testable import VitrineJSON

/// Tests of the bytes each parsed value spans: what a program needs to change one value of a
/// file and keep every other byte.
struct JSONByteRangeTests {
    /// The text of `value`'s bytes in `text`.
    func slice(_ text: String, _ value: JSONValue) -> String {
        String(decoding: Array(text.utf8)[value.byteRange], as: UTF8.self)
    }

    /// Every kind of value spans exactly its own text, without the whitespace around it.
    @Test func eachValueSpansItsOwnText() throws {
        let text = " {\"a\" : [ 1 , -2.5e3,true,false ,null, \"x\\\"y\" ] ,\"b\":{ } }\n"
        let root = try JSONParser.parse(text)
        #expect(root.byteRange == 1..<(text.utf8.count - 1))
        let array = try #require(root["a"])
        #expect(slice(text, array) == #"[ 1 , -2.5e3,true,false ,null, "x\"y" ]"#)
        let elements = try #require(array.arrayValue)
        #expect(elements.map { slice(text, $0) } == ["1", "-2.5e3", "true", "false", "null", #""x\"y""#])
        #expect(slice(text, try #require(root["b"])) == "{ }")
    }

    /// Offsets count bytes: a byte order mark takes 3, "é" 2, "€" 3, an emoji 4, CRLF 2.
    @Test func offsetsCountUTF8Bytes() throws {
        let text = "\u{FEFF}{\"é\": \"€😀\",\r\n \"n\": 7}"
        let root = try JSONParser.parse(text)
        #expect(root.byteRange == 3..<text.utf8.count)
        let string = try #require(root["é"])
        #expect(string.byteRange == 10..<19)
        #expect(slice(text, string) == "\"€😀\"")
        let number = try #require(root["n"])
        #expect(slice(text, number) == "7" && number.position == JSONPosition(line: 2, column: 7))
    }

    /// In generated documents, every value's bytes parse on their own to a value of the same kind
    /// and contents, and siblings never overlap.
    @Test func everyValuesBytesParseToTheSameValue() throws {
        var generator = SplitMix64(seed: 0xB17E5)
        for _ in 0..<300 {
            let text = Self.document(depth: 0, using: &generator)
            let root = try JSONParser.parse(text)
            try check(root, in: Array(text.utf8))
        }
    }

    /// Checks `value` and its children against their bytes.
    func check(_ value: JSONValue, in bytes: [UInt8]) throws {
        let alone = try JSONParser.parse(String(decoding: bytes[value.byteRange], as: UTF8.self))
        #expect(Self.plain(alone) == Self.plain(value))
        let children = value.arrayValue ?? value.objectMembers?.map(\.value) ?? []
        for (first, second) in zip(children, children.dropFirst()) {
            #expect(first.byteRange.upperBound < second.byteRange.lowerBound)
        }
        for child in children {
            #expect(
                value.byteRange.contains(child.byteRange.lowerBound) && child.byteRange.upperBound < value.byteRange.upperBound)
            try check(child, in: bytes)
        }
    }

    /// A value's contents without positions, to compare values parsed from different texts.
    static func plain(_ value: JSONValue) -> String {
        if let members = value.objectMembers {
            return "{" + members.map { "\($0.key)=\(plain($0.value))" }.joined(separator: ",") + "}"
        }
        if let elements = value.arrayValue { return "[" + elements.map(plain).joined(separator: ",") + "]" }
        return "\(value.kind)"
    }

    /// A random document of every kind of value, with varied whitespace and non-ASCII text.
    static func document(depth: Int, using generator: inout SplitMix64) -> String {
        let spaces = ["", " ", "\n", "\r\n", "\t "]
        func space() -> String { spaces[generator.int(in: 0...spaces.count - 1)] }
        let strings = [#""a""#, #""é€""#, #""😀\n""#, #""\u00e9""#, #""""#]
        switch depth < 3 ? generator.int(in: 0...6) : generator.int(in: 2...6) {
        case 0:
            let count = generator.int(in: 0...3)
            let members = (0..<count).map {
                "\"k\($0)é\"" + space() + ":" + space() + document(depth: depth + 1, using: &generator)
            }
            return "{" + space() + members.joined(separator: space() + "," + space()) + space() + "}"
        case 1:
            let elements = (0..<generator.int(in: 0...3)).map { _ in
                space() + document(depth: depth + 1, using: &generator) + space()
            }
            return "[" + elements.joined(separator: ",") + "]"
        case 2: return strings[generator.int(in: 0...strings.count - 1)]
        case 3: return ["0", "-1.5", "2e10", "0.125E-3"][generator.int(in: 0...3)]
        case 4: return "true"
        case 5: return "false"
        default: return "null"
        }
    }
}
