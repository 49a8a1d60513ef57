import Testing

@testable import VitrineLive

/// How the tokenizer cuts Swift text, and how positions become lines and columns.
@Suite("Tokenizing Swift")
struct SwiftTokenizerTests {
    /// The texts of `text`'s tokens.
    private func texts(_ text: String) -> [String] {
        TokenizedFile(path: "T.swift", text: text).tokens.map(\.text)
    }

    @Test("string literals are one token each: escapes, interpolations with parentheses and strings, raw, multi-line")
    func stringLiterals() {
        #expect(texts(#"a = "x\"y" + b"#) == ["a", "=", #""x\"y""#, "+", "b"])
        #expect(texts(#"s = "p\(f("(", g(")")))q" ; t"#) == ["s", "=", #""p\(f("(", g(")")))q""#, ";", "t"])
        #expect(texts(#"s = "\("\("nested")")" }"#) == ["s", "=", #""\("\("nested")")""#, "}"])
        #expect(texts(##"r = #"no \( "interpolation" "# x"##) == ["r", "=", ##"#"no \( "interpolation" "#"##, "x"])
        #expect(texts(##"r = #"yes \#(a + ")") "#"##) == ["r", "=", ##"#"yes \#(a + ")") "#"##])
        #expect(texts(###"r = ##"a "# b"## c"###) == ["r", "=", ###"##"a "# b"##"###, "c"])
        let multiline = "m = \"\"\"\n  one \" two \"\" }\n  \\(x /* ) */ + \")\")\n  \"\"\" + 1"
        #expect(texts(multiline) == ["m", "=", "\"\"\"\n  one \" two \"\" }\n  \\(x /* ) */ + \")\")\n  \"\"\"", "+", "1"])
        #expect(texts("a = \"open\nb = 1") == ["a", "=", "\"open", "b", "=", "1"])
        #expect(texts("e = \"\" ; f = \"\\\\\" ; g") == ["e", "=", "\"\"", ";", "f", "=", "\"\\\\\"", ";", "g"])
    }

    @Test("comments are not tokens; block comments nest; doc comments are marked")
    func comments() {
        let file = TokenizedFile(
            path: "C.swift", text: "a // one\n/* x /* y */ z */ b /// doc\n//// not doc\n/** doc */ c /**/ d")
        #expect(file.tokens.map(\.text) == ["a", "b", "c", "d"])
        #expect(
            file.comments.map { file.source.text($0.range) }
                == ["// one", "/* x /* y */ z */", "/// doc", "//// not doc", "/** doc */", "/**/"])
        #expect(file.comments.map(\.isDocumentation) == [false, false, true, false, true, false])
        #expect(file.comments.map(\.isLineComment) == [true, false, true, true, false, false])
        #expect(texts("a /* never closed */ /* b") == ["a"])
        #expect(texts("x = a/b //c") == ["x", "=", "a", "/", "b"])
        #expect(texts("x = a+/*c*/b") == ["x", "=", "a", "+", "b"])
    }

    @Test("numbers, member access, operators and punctuation")
    func numbersAndOperators() {
        #expect(
            texts("x = .5 + a.0 + 1.5e-3 + 0x1p-2 + 1_000 + 0x1E+2") == [
                "x", "=", ".5", "+", "a", ".", "0", "+", "1.5e-3", "+", "0x1p-2", "+", "1_000", "+", "0x1E", "+", "2",
            ])
        #expect(
            texts("0..<3 ; 1...2 ; f() -> [T]? ; x?.y! ; .pi/2") == [
                "0", "..<", "3", ";", "1", "...", "2", ";", "f", "(", ")", "->", "[", "T", "]", "?", ";",
                "x", "?", ".", "y", "!", ";", ".", "pi", "/", "2",
            ])
        #expect(texts("@MainActor #if `class` $0 héllo") == ["@", "MainActor", "#", "if", "`class`", "$0", "héllo"])
        let kinds = TokenizedFile(path: "K.swift", text: "a 1 \"s\" + {").tokens.map(\.kind)
        #expect(kinds == [.identifier, .number, .string, .operatorRun, .punctuation])
    }

    @Test("spacing: what comes before a token, and whether it starts a line")
    func spacing() {
        let tokens = TokenizedFile(path: "S.swift", text: "a+b /* c\n */ d\r\ne").tokens
        #expect(tokens.map(\.hasSpaceBefore) == [true, false, false, true, true])
        #expect(tokens.map(\.startsLine) == [true, false, false, true, true])
    }

    @Test("lines end at LF, CRLF (one break) or a lone CR; columns count UTF-8 bytes")
    func linesAndColumns() {
        let source = SourceText(path: "L.swift", text: "ab\r\nc\rdé\nf\n")
        #expect(source.lineStarts == [0, 4, 6, 10, 12])
        #expect([0, 1, 2, 3, 4, 5, 6, 9, 10, 11].map(source.line(at:)) == [1, 1, 1, 1, 2, 2, 3, 3, 4, 4])
        #expect([0, 3, 4, 6, 7, 9, 10].map(source.column(at:)) == [1, 4, 1, 1, 2, 4, 1])
        #expect(SourceText(path: "E.swift", text: "").lineStarts == [0])
    }

    @Test("a byte-order mark does not hide the first declaration")
    func byteOrderMark() {
        let text = "\u{FEFF}struct A: PathProtocol {}"
        #expect(texts(text).first == "struct")
        #expect(SwiftSourceScanner.scan(text, path: "B.swift").first?.declarationRange == 3..<text.utf8.count)
    }
}
