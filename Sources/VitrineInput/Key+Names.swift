extension Key {
    /// Every key name Vitrine knows, in SDL2's canonical spelling: letters, digits, function
    /// keys, editing and navigation keys, modifier keys, punctuation and the keypad.
    public static let allNames: [String] = {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map { String($0) }
        let digits = (0...9).map { String($0) }
        let functionKeys = (1...12).map { "F\($0)" }
        let named = [
            "Tab", "Return", "Escape", "Space", "Backspace", "Delete", "Insert",
            "Home", "End", "PageUp", "PageDown", "Left", "Right", "Up", "Down", "CapsLock",
        ]
        let modifierKeys = [
            "Left Shift", "Right Shift", "Left Ctrl", "Right Ctrl",
            "Left Alt", "Right Alt", "Left GUI", "Right GUI",
        ]
        let punctuation = ["-", "=", "[", "]", "\\", ";", "'", "`", ",", ".", "/", "?", "+"]
        let keypad =
            (0...9).map { "Keypad \($0)" }
            + ["Keypad +", "Keypad -", "Keypad *", "Keypad /", "Keypad .", "Keypad Enter"]
        return letters + digits + functionKeys + named + modifierKeys + punctuation + keypad
    }()

    /// The canonical names by their lower-case spelling, for case-insensitive lookup.
    static let canonicalNames: [String: String] = {
        var table: [String: String] = [:]
        for name in allNames {
            table[name.lowercased()] = name
        }
        return table
    }()

    /// The most UTF-8 bytes a text can have and still be a key's name to ``init(name:)``.
    ///
    /// A match has no more Unicode scalars than the longest name, since lower-casing and
    /// canonical equivalence (the Kelvin sign is a `K`) never merge scalars, and a scalar
    /// takes at most 4 bytes. A longer text is not a key, whatever it says.
    static let longestNameUTF8Count = 4 * (allNames.map(\.unicodeScalars.count).max() ?? 0)

    /// The name of this key pressed with `modifiers`: the modifiers in the order of
    /// ``KeyModifiers/names``, then the key, joined by `+`, such as `Shift+Ctrl+Tab`.
    public func chordName(with modifiers: KeyModifiers) -> String {
        (modifiers.names + [name]).joined(separator: "+")
    }

    /// A few names an error message suggests when a key name is unknown.
    static let suggestedNames = "Tab, Left, 1, F1"
}
