import Testing

@testable import VitrineJSON

/// Tests of the exact message and position of every syntax error.
struct JSONParserErrorTests {
    /// The error thrown when parsing `text`, or `nil` if it parses.
    func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    /// Misplaced or missing punctuation in arrays and objects.
    @Test(arguments: [
        ("", "1:1: expected a value, found the end of the file"),
        (" \n\t", "2:2: expected a value, found the end of the file"),
        ("\u{FEFF}", "1:1: expected a value, found the end of the file"),
        ("[", "1:2: expected a value or ']', found the end of the file"),
        ("{", "1:2: expected a string key or '}', found the end of the file"),
        ("{a: 1}", "1:2: expected a string key or '}', found 'a'"),
        ("'a'", "1:1: expected a value, found '''"),
        ("[1 2]", "1:4: expected ',' or ']' after an array element, found '2'"),
        ("[1", "1:3: expected ',' or ']' after an array element, found the end of the file"),
        ("[1}", "1:3: expected ',' or ']' after an array element, found '}'"),
        (#"{"a" 1}"#, #"1:6: expected ':' after the key "a", found '1'"#),
        (#"{"a":}"#, "1:6: expected a value after ':', found '}'"),
        (#"{"a": 1 "b": 2}"#, #"1:9: expected ',' or '}' after an object member, found '"'"#),
        (#"{"a": 1]"#, "1:8: expected ',' or '}' after an object member, found ']'"),
        ("1 2", "1:3: expected the end of the file after the value, found '2'"),
        ("{} x", "1:4: expected the end of the file after the value, found 'x'"),
        ("[]]", "1:3: expected the end of the file after the value, found ']'"),
    ])
    func structure(text: String, expected: String) {
        #expect(syntaxError(text)?.description == expected)
    }

    /// Trailing commas and commas without a value before them.
    @Test(arguments: [
        ("[1,]", "1:4: expected a value after ',', found ']'"),
        ("[1,\n]", "2:1: expected a value after ',', found ']'"),
        (#"{"a": 1,}"#, "1:9: expected a string key after ',', found '}'"),
        ("[1,,2]", "1:4: expected a value after ',', found ','"),
        ("[,1]", "1:2: expected a value or ']', found ','"),
    ])
    func trailingAndMissingCommas(text: String, expected: String) {
        #expect(syntaxError(text)?.description == expected)
    }

    /// Comments are not part of JSON.
    @Test(arguments: [
        ("// comment\n1", "1:1: expected a value, found '/'"),
        ("[1, /* c */ 2]", "1:5: expected a value after ',', found '/'"),
        ("1 # comment", "1:3: expected the end of the file after the value, found '#'"),
    ])
    func comments(text: String, expected: String) {
        #expect(syntaxError(text)?.description == expected)
    }

    /// Misspelled literals and the non-JSON NaN and Infinity.
    @Test(arguments: [
        ("tru", "1:4: expected 'true', found the end of the file"),
        ("[fals]", "1:6: expected 'false', found ']'"),
        ("nul1", "1:4: expected 'null', found '1'"),
        ("True", "1:1: expected a value, found 'T'"),
        ("NaN", "1:1: expected a value, found 'N'"),
        ("Infinity", "1:1: expected a value, found 'I'"),
        ("-Infinity", "1:2: expected a digit after '-', found 'I'"),
    ])
    func literals(text: String, expected: String) {
        #expect(syntaxError(text)?.description == expected)
    }

    /// Numbers that break the grammar or do not fit in a `Double`.
    @Test(arguments: [
        ("01", "1:1: numbers cannot have leading zeros, found '0' followed by '1'"),
        ("[-007]", "1:3: numbers cannot have leading zeros, found '0' followed by '0'"),
        ("-", "1:2: expected a digit after '-', found the end of the file"),
        ("- 1", "1:2: expected a digit after '-', found a space"),
        ("+1", "1:1: expected a value, found '+'"),
        (".5", "1:1: expected a value, found '.'"),
        ("1.", "1:3: expected a digit after '.', found the end of the file"),
        ("1.e5", "1:3: expected a digit after '.', found 'e'"),
        ("1e", "1:3: expected a digit in the exponent, found the end of the file"),
        ("1e+", "1:4: expected a digit in the exponent, found the end of the file"),
        ("1E-x", "1:4: expected a digit in the exponent, found 'x'"),
        ("0x10", "1:2: expected the end of the file after the value, found 'x'"),
        ("1e999", "1:1: number 1e999 is out of range"),
        ("[0, -1.5e400]", "1:5: number -1.5e400 is out of range"),
        ("2e308", "1:1: number 2e308 is out of range"),
    ])
    func numbers(text: String, expected: String) {
        #expect(syntaxError(text)?.description == expected)
    }

    /// Unterminated strings, raw control characters and bad escapes.
    @Test(arguments: [
        ("\"abc", "1:5: expected '\"' to end the string, found the end of the file"),
        ("\"a\nb\"", "1:3: control characters must be escaped in strings, found a line break"),
        ("\"a\r\nb\"", "1:3: control characters must be escaped in strings, found a line break"),
        ("\"a\tb\"", "1:3: control characters must be escaped in strings, found a tab"),
        ("\"\u{0}\"", "1:2: control characters must be escaped in strings, found the control character U+0000"),
        ("\"\u{1F}\"", "1:2: control characters must be escaped in strings, found the control character U+001F"),
        (#""\x""#, #"1:3: expected an escape character (", \, /, b, f, n, r, t or u) after '\', found 'x'"#),
        (#""\"#, #"1:3: expected an escape character (", \, /, b, f, n, r, t or u) after '\', found the end of the file"#),
        (#""\u12G4""#, #"1:6: expected a hexadecimal digit in a '\u' escape, found 'G'"#),
        (#""\u12""#, #"1:6: expected a hexadecimal digit in a '\u' escape, found '"'"#),
        (#""\u"#, #"1:4: expected a hexadecimal digit in a '\u' escape, found the end of the file"#),
    ])
    func strings(text: String, expected: String) {
        #expect(syntaxError(text)?.description == expected)
    }

    /// Lone and mismatched UTF-16 surrogates in `\u` escapes.
    @Test(arguments: [
        (#""\uD83D""#, #"1:8: expected a low surrogate (\uDC00 to \uDFFF) after the high surrogate '\uD83D', found '"'"#),
        (#""\ud83dx""#, #"1:8: expected a low surrogate (\uDC00 to \uDFFF) after the high surrogate '\uD83D', found 'x'"#),
        (#""\uD83D\n""#, #"1:8: expected a low surrogate (\uDC00 to \uDFFF) after the high surrogate '\uD83D', found '\'"#),
        (
            #""\uD83D\u0041""#,
            #"1:8: expected a low surrogate (\uDC00 to \uDFFF) after the high surrogate '\uD83D', found '\u0041'"#
        ),
        (
            #""\uD83D\uD83D""#,
            #"1:8: expected a low surrogate (\uDC00 to \uDFFF) after the high surrogate '\uD83D', found '\uD83D'"#
        ),
        (#""\uDE00""#, #"1:2: expected a high surrogate (\uD800 to \uDBFF) before the low surrogate '\uDE00'"#),
        (#""\ude00\ud83d""#, #"1:2: expected a high surrogate (\uD800 to \uDBFF) before the low surrogate '\uDE00'"#),
    ])
    func surrogates(text: String, expected: String) {
        #expect(syntaxError(text)?.description == expected)
    }

    /// A key that appears twice in one object names the line of the first one.
    @Test(arguments: [
        ("{\n  \"a\": 1,\n  \"a\": 2\n}", #"3:3: duplicate key "a" (first defined on line 2)"#),
        (#"{"a": 1, "\u0061": 2}"#, #"1:10: duplicate key "a" (first defined on line 1)"#),
        (#"[{"x": {"b": 1, "c": 2, "b": 3}}]"#, #"1:25: duplicate key "b" (first defined on line 1)"#),
    ])
    func duplicateKeys(text: String, expected: String) {
        #expect(syntaxError(text)?.description == expected)
    }

    /// Invisible characters are named by their code point.
    @Test(arguments: [
        ("\u{A0}1", "1:1: expected a value, found the invisible character U+00A0"),
        ("[1,\u{FEFF}2]", "1:4: expected a value after ',', found a byte order mark (U+FEFF)"),
        ("\u{1}", "1:1: expected a value, found the control character U+0001"),
        ("[1,\u{7F}]", "1:4: expected a value after ',', found the control character U+007F"),
        ("[1,😀]", "1:4: expected a value after ',', found '😀'"),
    ])
    func invisibleAndUnusualCharacters(text: String, expected: String) {
        #expect(syntaxError(text)?.description == expected)
    }

    /// Error positions after line breaks, a byte order mark and wide characters.
    @Test(arguments: [
        ("[\r\n\t1,\r\n\t]", "3:2: expected a value after ',', found ']'"),
        ("[\r1,\r]", "3:1: expected a value after ',', found ']'"),
        ("\u{FEFF}[1,]", "1:4: expected a value after ',', found ']'"),
        ("[\"é😀\" 1]", "1:7: expected ',' or ']' after an array element, found '1'"),
    ])
    func positionsAfterLineBreaksAndWideCharacters(text: String, expected: String) {
        #expect(syntaxError(text)?.description == expected)
    }

    /// Nesting one level deeper than `maximumDepth` is rejected at the opening
    /// bracket or brace.
    @Test func nestingDeeperThanTheLimit() {
        let depth = JSONParser.maximumDepth
        let arrays =
            String(repeating: "[", count: depth + 1)
            + String(repeating: "]", count: depth + 1)
        #expect(syntaxError(arrays)?.description == "1:65: nesting deeper than 64 levels")

        let objects = String(repeating: #"{"a":"#, count: depth + 1)
        #expect(syntaxError(objects)?.description == "1:321: nesting deeper than 64 levels")
    }

    /// An error keeps its position and message apart.
    @Test func errorsCarryPositionAndMessageSeparately() throws {
        let error = try #require(syntaxError("[1,]"))
        #expect(error.position == JSONPosition(line: 1, column: 4))
        #expect(error.message == "expected a value after ',', found ']'")
    }
}
