import Testing
import VitrineInput

@Suite("KeyModifiers")
struct KeyModifiersTests {
    @Test("each modifier is its own bit")
    func bits() {
        #expect(KeyModifiers.shift.rawValue == 1)
        #expect(KeyModifiers.control.rawValue == 2)
        #expect(KeyModifiers.alt.rawValue == 4)
        #expect(KeyModifiers.gui.rawValue == 8)
        let all: KeyModifiers = [.shift, .control, .alt, .gui]
        #expect(all.rawValue == 15)
    }

    @Test(
        "chord prefixes name one modifier, ignoring case",
        arguments: [
            ("Shift", KeyModifiers.shift), ("SHIFT", .shift), ("ctrl", .control), ("Control", .control),
            ("alt", .alt), ("Gui", .gui), ("cmd", .gui), ("Super", .gui),
        ])
    func names(name: String, modifier: KeyModifiers) {
        #expect(KeyModifiers(name: name) == modifier)
    }

    @Test("other words are not modifiers", arguments: ["", "Hyper", "Meta", "Shft", "Left Shift", "Shift+"])
    func unknownNames(name: String) {
        #expect(KeyModifiers(name: name) == nil)
    }
}
