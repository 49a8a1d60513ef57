import Testing
import VitrineInput

@Suite("InputScript key names")
struct InputScriptKeyTests {
    /// The key and modifiers of a `keydown` line naming `name`.
    private func keyDown(_ name: String) throws -> InputEvent? {
        let entries = try parseScript("0 keydown \(name)").get().entries
        guard entries.count == 1, case .input(let event) = entries[0].action else { return nil }
        return event
    }

    @Test(
        "key names ignore case and come out in SDL's spelling",
        arguments: [
            ("tab", "Tab"), ("ESCAPE", "Escape"), ("q", "Q"), ("pageup", "PageUp"), ("f1", "F1"),
            ("Keypad Enter", "Keypad Enter"), ("keypad   enter", "Keypad Enter"), ("left\tshift", "Left Shift"),
            ("+", "+"), ("keypad +", "Keypad +"), ("\\", "\\"), ("'", "'"), ("7", "7"),
        ])
    func canonicalNames(written: String, canonical: String) throws {
        let key = try #require(Key(name: canonical))
        #expect(try keyDown(written) == .keyDown(key, modifiers: [], isRepeat: false))
        #expect(key.name == canonical)
    }

    /// A key chord as written in a script, and what it must parse to.
    struct Chord: Sendable, CustomTestStringConvertible {
        let written: String
        let keyName: String
        let modifiers: KeyModifiers
        var testDescription: String { written }
    }

    @Test(
        "modifier prefixes become the event's modifiers",
        arguments: [
            Chord(written: "Shift+Tab", keyName: "Tab", modifiers: .shift),
            Chord(written: "Ctrl+Q", keyName: "Q", modifiers: .control),
            Chord(written: "ctrl+shift+left", keyName: "Left", modifiers: [.control, .shift]),
            Chord(written: "Control+Alt+Delete", keyName: "Delete", modifiers: [.control, .alt]),
            Chord(written: "Cmd+Q", keyName: "Q", modifiers: .gui),
            Chord(written: "Super+Space", keyName: "Space", modifiers: .gui),
            Chord(written: "Ctrl++", keyName: "+", modifiers: .control),
            Chord(written: "Shift+Keypad +", keyName: "Keypad +", modifiers: .shift),
            Chord(written: "Alt+Keypad Enter", keyName: "Keypad Enter", modifiers: .alt),
            Chord(written: "Shift+Shift+1", keyName: "1", modifiers: .shift),
        ])
    func modifiers(chord: Chord) throws {
        let key = try #require(Key(name: chord.keyName))
        #expect(try keyDown(chord.written) == .keyDown(key, modifiers: chord.modifiers, isRepeat: false))
    }

    @Test("'key' and 'keyup' carry the modifiers too")
    func modifiersOnPressAndRelease() throws {
        let press = try parseScript("5 key Ctrl+Q").get().entries.map(\.action)
        #expect(
            press == [
                .input(.keyDown(.q, modifiers: .control, isRepeat: false)),
                .input(.keyUp(.q, modifiers: .control)),
            ])
        let release = try parseScript("5 keyup shift+f1").get().entries.map(\.action)
        #expect(release == [.input(.keyUp(.f1, modifiers: .shift))])
    }
}
