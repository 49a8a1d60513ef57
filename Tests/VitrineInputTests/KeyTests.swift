import Testing
import VitrineInput

@Suite("Key")
struct KeyTests {
    @Test(
        "lookup ignores case and returns the canonical SDL spelling",
        arguments: [
            ("tab", "Tab"), ("TAB", "Tab"), ("a", "A"), ("pageup", "PageUp"), ("PAGEDOWN", "PageDown"),
            ("left shift", "Left Shift"), ("RIGHT CTRL", "Right Ctrl"), ("keypad enter", "Keypad Enter"),
            ("Keypad 7", "Keypad 7"), ("keypad +", "Keypad +"), ("f12", "F12"), ("\\", "\\"),
            ("return", "Return"), ("escape", "Escape"), ("left gui", "Left GUI"), ("capslock", "CapsLock"),
        ])
    func lookup(written: String, canonical: String) {
        #expect(Key(name: written)?.name == canonical)
    }

    @Test(
        "names SDL does not print give nil",
        arguments: [
            "", "Tabb", "F13", "F0", "Keypad Plus", "Enter", "Esc", "LeftShift", " Tab", "Tab ", "#", "AA",
        ])
    func unknownNames(name: String) {
        #expect(Key(name: name) == nil)
    }

    @Test("every listed name is its own canonical spelling, in any case")
    func everyNameRoundTrips() {
        for name in Key.allNames {
            #expect(Key(name: name)?.name == name)
            #expect(Key(name: name.lowercased())?.name == name)
            #expect(Key(name: name.uppercased())?.name == name)
        }
    }

    @Test("the table holds 101 names, none twice even ignoring case")
    func tableIsComplete() {
        #expect(Key.allNames.count == 101)
        #expect(Set(Key.allNames.map { $0.lowercased() }).count == Key.allNames.count)
        for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" {
            #expect(Key.allNames.contains(String(letter)))
        }
        for name in ["0", "9", "F1", "F12", "Keypad 0", "Keypad 9", "Keypad -", "?", "+", "`", "'"] {
            #expect(Key.allNames.contains(name))
        }
    }

    @Test(
        "constants carry their SDL names",
        arguments: [
            (Key.tab, "Tab"), (Key.escape, "Escape"), (Key.returnKey, "Return"), (Key.space, "Space"),
            (Key.backspace, "Backspace"), (Key.delete, "Delete"), (Key.left, "Left"), (Key.right, "Right"),
            (Key.up, "Up"), (Key.down, "Down"), (Key.home, "Home"), (Key.end, "End"),
            (Key.pageUp, "PageUp"), (Key.pageDown, "PageDown"), (Key.f1, "F1"), (Key.q, "Q"),
        ])
    func constants(key: Key, name: String) {
        #expect(key.name == name)
        #expect(key.description == name)
        #expect(Key(name: name) == key)
    }

    @Test("digit keys exist for 0...9 only")
    func digits() {
        #expect(Key.digit(0)?.name == "0")
        #expect(Key.digit(7)?.name == "7")
        #expect(Key.digit(9) == Key(name: "9"))
        #expect(Key.digit(-1) == nil)
        #expect(Key.digit(10) == nil)
    }

    @Test("letter keys exist for ASCII letters in either case")
    func letters() {
        #expect(Key.letter("q") == Key.q)
        #expect(Key.letter("Z")?.name == "Z")
        #expect(Key.letter("a")?.name == "A")
        #expect(Key.letter("1") == nil)
        #expect(Key.letter("é") == nil)
        #expect(Key.letter(" ") == nil)
    }

    @Test("function keys exist for F1...F12 only")
    func functionKeys() {
        #expect(Key.function(1) == Key.f1)
        #expect(Key.function(12)?.name == "F12")
        #expect(Key.function(0) == nil)
        #expect(Key.function(13) == nil)
    }
}
