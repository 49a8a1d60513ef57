import Testing

@testable import VitrineJSON

/// Tests of the values and positions the parser returns for valid documents.
struct JSONParserTests {
    /// Shorthand for a position in the expectations below.
    func at(_ line: Int, _ column: Int) -> JSONPosition {
        JSONPosition(line: line, column: column)
    }

    /// Every kind of value is read with the right contents.
    @Test func parsesEveryKindOfValue() throws {
        let text = #"{"a": [1, -2.5e3, true, false, null, "x"], "b": {}, "c": []}"#
        let value = try JSONParser.parse(text)
        let members = try #require(value.objectMembers)
        #expect(members.map(\.key) == ["a", "b", "c"])

        let elements = try #require(value["a"]?.arrayValue)
        #expect(elements.count == 6)
        #expect(elements[0].numberValue == 1)
        #expect(elements[1].numberValue == -2500)
        #expect(elements[2].boolValue == true)
        #expect(elements[3].boolValue == false)
        #expect(elements[4].isNull)
        #expect(elements[5].stringValue == "x")
        #expect(value["b"]?.objectMembers?.isEmpty == true)
        #expect(value["c"]?.arrayValue?.isEmpty == true)
    }

    /// Each kind of value has the type name used in error messages.
    @Test(arguments: [
        ("{}", "an object"),
        ("[]", "an array"),
        (#""s""#, "a string"),
        ("1", "a number"),
        ("true", "a boolean"),
        ("false", "a boolean"),
        ("null", "null"),
    ])
    func typeNames(text: String, typeName: String) throws {
        #expect(try JSONParser.parse(text).typeName == typeName)
    }

    /// The accessors return `nil` for values of another kind.
    @Test func accessorsReturnNilForOtherKinds() throws {
        let number = try JSONParser.parse("1")
        #expect(number.stringValue == nil)
        #expect(number.boolValue == nil)
        #expect(number.arrayValue == nil)
        #expect(number.objectMembers == nil)
        #expect(number.member(named: "a") == nil)
        #expect(number["a"] == nil)
        #expect(!number.isNull)

        let string = try JSONParser.parse(#""1""#)
        #expect(string.numberValue == nil)
        #expect(string.stringValue == "1")
    }

    /// Any value can be the top-level value, with whitespace around it.
    @Test func acceptsAnyTopLevelValueWithSurroundingWhitespace() throws {
        #expect(try JSONParser.parse(" \t\r\n 42 \r\n\t ").numberValue == 42)
        #expect(try JSONParser.parse(#""top""#).stringValue == "top")
        #expect(try JSONParser.parse("null").isNull)
    }

    /// Nested values and keys have exact positions after CRLF line breaks, tabs and
    /// wide characters.
    @Test func positionsOfNestedValuesAndKeysAfterCRLFAndTabs() throws {
        let text = "{\r\n\t\"presets\": [\r\n\t\t{\"name\": \"Café 😀\", \"angle\": 45}\r\n\t]\r\n}"
        let root = try JSONParser.parse(text)
        #expect(root.position == at(1, 1))

        let presetsMember = try #require(root.member(named: "presets"))
        #expect(presetsMember.keyPosition == at(2, 2))
        #expect(presetsMember.value.position == at(2, 13))

        let preset = try #require(presetsMember.value.arrayValue?.first)
        #expect(preset.position == at(3, 3))

        let name = try #require(preset.member(named: "name"))
        #expect(name.keyPosition == at(3, 4))
        #expect(name.value.position == at(3, 12))
        #expect(name.value.stringValue == "Café 😀")

        let angle = try #require(preset.member(named: "angle"))
        #expect(angle.keyPosition == at(3, 22))
        #expect(angle.value.position == at(3, 31))
        #expect(angle.value.numberValue == 45)
    }

    /// A lone carriage return and a lone line feed each end a line; CRLF ends one.
    @Test func loneCarriageReturnsAndLineFeedsEachBreakALine() throws {
        let elements = try #require(try JSONParser.parse("[1,\r2,\n3,\r\n4,\n\r5]").arrayValue)
        #expect(elements.map(\.position) == [at(1, 2), at(2, 1), at(3, 1), at(4, 1), at(6, 1)])
    }

    /// A leading byte order mark is skipped and takes no column.
    @Test func byteOrderMarkIsSkippedAndTakesNoColumn() throws {
        let root = try JSONParser.parse("\u{FEFF}{\"a\": 1}")
        #expect(root.position == at(1, 1))
        let member = try #require(root.member(named: "a"))
        #expect(member.keyPosition == at(1, 2))
        #expect(member.value.position == at(1, 7))
    }

    /// Columns count Unicode scalars, not bytes or characters.
    @Test func columnsCountUnicodeScalars() throws {
        // "é" as one scalar and "😀" are one column each; "e" followed by a
        // combining accent is two scalars and so two columns.
        let precomposed = try #require(try JSONParser.parse("[\"é😀\", 1]").arrayValue)
        #expect(precomposed[1].position == at(1, 8))

        let decomposed = try #require(try JSONParser.parse("[\"e\u{301}\", 1]").arrayValue)
        #expect(decomposed[1].position == at(1, 8))
        #expect(decomposed[0].stringValue?.unicodeScalars.count == 2)
    }

    /// All escape sequences are decoded, including surrogate pairs.
    @Test func decodesEscapes() throws {
        let text = #"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u20AC\u0000", "\ud83d\ude00", "\uD83D\uDE00x"]"#
        let strings = try #require(try JSONParser.parse(text).arrayValue).map(\.stringValue)
        #expect(strings == ["\"\\/\u{8}\u{C}\n\r\t", "Aé€\u{0}", "😀", "😀x"])
    }

    /// Characters that need no escape are kept as written.
    @Test func keepsNonASCIICharactersAsWritten() throws {
        let contents = "Café 😀 \u{7F} \u{A0}"
        #expect(try JSONParser.parse("\"\(contents)\"").stringValue == contents)
    }

    /// Numbers in every form of the grammar are read with the right value.
    @Test(arguments: [
        ("0", 0.0),
        ("-0", -0.0),
        ("7", 7),
        ("-12", -12),
        ("1.5", 1.5),
        ("-1.5e-3", -0.0015),
        ("1E+2", 100),
        ("2e0", 2),
        ("0.000001", 0.000001),
        ("123456789012345678901234567890", 123456789012345678901234567890.0),
        ("1.7976931348623157e308", 1.7976931348623157e308),
        ("1e-999", 0),
    ])
    func parsesNumbers(text: String, expected: Double) throws {
        #expect(try JSONParser.parse(text).numberValue == expected)
    }

    /// Object members keep the order of the file.
    @Test func keepsObjectMembersInFileOrder() throws {
        let root = try JSONParser.parse(#"{"z": 1, "a": 2, "m": 3}"#)
        #expect(root.objectMembers?.map(\.key) == ["z", "a", "m"])
        #expect(root["a"]?.numberValue == 2)
        #expect(root["missing"] == nil)
    }

    /// A key may appear once in each of several objects.
    @Test func sameKeyInDifferentObjectsIsAllowed() throws {
        let root = try JSONParser.parse(#"{"a": {"a": 1}, "b": [{"a": 2}, {"a": 3}]}"#)
        #expect(root["a"]?["a"]?.numberValue == 1)
        #expect(root["b"]?.arrayValue?.compactMap { $0["a"]?.numberValue } == [2, 3])
    }

    /// Arrays nested exactly `maximumDepth` levels deep are accepted.
    @Test func acceptsNestingUpToTheLimit() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONParser.parse(text)
        var levels = 1
        while let inner = value.arrayValue?.first {
            value = inner
            levels += 1
        }
        #expect(levels == depth)
    }

    /// Positions and errors describe themselves as `line:column: message`.
    @Test func describesPositionsAndErrors() {
        #expect(JSONPosition(line: 12, column: 9).description == "12:9")
        let error = JSONSyntaxError(
            position: JSONPosition(line: 12, column: 9),
            message: "expected a value, found 'x'")
        #expect(error.description == "12:9: expected a value, found 'x'")
    }
}
