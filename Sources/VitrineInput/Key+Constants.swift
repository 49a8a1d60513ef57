extension Key {
    /// The Tab key.
    public static let tab = Key(canonical: "Tab")
    /// The Escape key.
    public static let escape = Key(canonical: "Escape")
    /// The Return (Enter) key of the main keyboard; the keypad's is ``keypadEnter``.
    public static let returnKey = Key(canonical: "Return")
    /// The keypad's Enter key.
    public static let keypadEnter = Key(canonical: "Keypad Enter")
    /// The space bar.
    public static let space = Key(canonical: "Space")
    /// The Backspace key.
    public static let backspace = Key(canonical: "Backspace")
    /// The Delete key.
    public static let delete = Key(canonical: "Delete")
    /// The left arrow key.
    public static let left = Key(canonical: "Left")
    /// The right arrow key.
    public static let right = Key(canonical: "Right")
    /// The up arrow key.
    public static let up = Key(canonical: "Up")
    /// The down arrow key.
    public static let down = Key(canonical: "Down")
    /// The Home key.
    public static let home = Key(canonical: "Home")
    /// The End key.
    public static let end = Key(canonical: "End")
    /// The Page Up key.
    public static let pageUp = Key(canonical: "PageUp")
    /// The Page Down key.
    public static let pageDown = Key(canonical: "PageDown")
    /// The F1 function key.
    public static let f1 = Key(canonical: "F1")

    /// The digit key of the main keyboard for `value` in 0...9; `nil` for any other value.
    ///
    /// ```swift
    /// Key.digit(3)    // the "3" key
    /// Key.digit(10)   // nil
    /// ```
    public static func digit(_ value: Int) -> Key? {
        guard (0...9).contains(value) else { return nil }
        return Key(canonical: String(value))
    }

    /// The letter key for an ASCII letter in either case; `nil` for any other character.
    ///
    /// ```swift
    /// Key.letter("q")   // Key.q, spelled "Q"
    /// Key.letter("é")   // nil
    /// ```
    public static func letter(_ character: Character) -> Key? {
        guard character.isASCII, character.isLetter else { return nil }
        return Key(canonical: character.uppercased())
    }

    /// The function key F`number` for `number` in 1...12; `nil` for any other number.
    public static func function(_ number: Int) -> Key? {
        guard (1...12).contains(number) else { return nil }
        return Key(canonical: "F\(number)")
    }
}
