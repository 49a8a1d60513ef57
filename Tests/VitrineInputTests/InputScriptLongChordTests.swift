import Testing

@testable import VitrineInput

/// Key chords far longer than a script line may be, handed to the parser one line at a time so
/// the line-length limit does not stop them first. A chord parser that looked up the whole rest
/// of the chord after every modifier would take tens of seconds on each of these.
@Suite("InputScript long key chords")
struct InputScriptLongChordTests {
    /// The prefix repeated in front of each key.
    private static let modifiers = String(repeating: "Shift+", count: 100_000)

    /// The actions of the single line `text`, parsed without the line-length limit.
    private func actions(_ text: String) throws(InputScriptError) -> [InputScript.Action] {
        var parser = InputScriptParser(fileName: "script.txt")
        try parser.parse(InputScriptLine(Substring(text), number: 1))
        return parser.entries.map(\.action)
    }

    @Test(
        "100,000 modifiers before a key parse to the key with that modifier",
        arguments: [
            ("Tab", "Tab"), ("+", "+"), ("Keypad +", "Keypad +"), ("Keypad Enter", "Keypad Enter"),
        ])
    func longChord(keyName: String, canonical: String) throws {
        let key = try #require(Key(name: canonical))
        #expect(
            try actions("0 keydown \(Self.modifiers)\(keyName)") == [
                .input(.keyDown(key, modifiers: .shift, isRepeat: false))
            ])
    }

    @Test("a long chord ending in an unknown modifier or no key fails with the usual message")
    func longChordErrors() {
        #expect(
            throws: InputScriptError(
                file: "script.txt",
                line: 1,
                message: "unknown modifier 'Hyper' in '\(Self.modifiers)Hyper+Q'; expected Shift, Ctrl, Alt or Gui"
            )
        ) {
            try actions("0 key \(Self.modifiers)Hyper+Q")
        }
        #expect(
            throws: InputScriptError(
                file: "script.txt",
                line: 1,
                message: "no key after the modifiers in '\(Self.modifiers)'; expected an SDL key name such as Tab, Left, 1, F1"
            )
        ) {
            try actions("0 key \(Self.modifiers)")
        }
        #expect(
            throws: InputScriptError(
                file: "script.txt",
                line: 1,
                message: "unknown key 'Tabb'; expected an SDL key name such as Tab, Left, 1, F1"
            )
        ) {
            try actions("0 key \(Self.modifiers)Tabb")
        }
    }

    @Test("no key name is longer than the bound the chord parser skips lookups beyond")
    func nameBound() {
        #expect(Key.longestNameUTF8Count == 4 * "Keypad Enter".utf8.count)
        #expect(Key.allNames.allSatisfy { $0.utf8.count <= Key.longestNameUTF8Count })
    }

    @Test("a name that is a key only by canonical equivalence is still never cut")
    func kelvinSign() throws {
        // U+212A KELVIN SIGN is canonically a K: three bytes that still spell "Keypad +".
        let key = try #require(Key(name: "Keypad +"))
        #expect(try actions("0 keydown \u{212A}eypad +") == [.input(.keyDown(key, modifiers: [], isRepeat: false))])
        #expect(
            try actions("0 keydown Ctrl+\u{212A}EYPAD +") == [
                .input(.keyDown(key, modifiers: .control, isRepeat: false))
            ])
    }
}
