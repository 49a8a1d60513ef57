extension Key {
    /// The minus key of the main keyboard, `-`.
    public static let minus = Key(canonical: "-")
    /// The equals key of the main keyboard, `=` (`+` with Shift on most layouts).
    public static let equals = Key(canonical: "=")
    /// The plus key, `+`, where a layout has one of its own.
    public static let plus = Key(canonical: "+")
    /// The left bracket key, `[`.
    public static let leftBracket = Key(canonical: "[")
    /// The right bracket key, `]`.
    public static let rightBracket = Key(canonical: "]")
    /// The period key, `.`.
    public static let period = Key(canonical: ".")
    /// The slash key, `/` (`?` with Shift on US layouts).
    public static let slash = Key(canonical: "/")
    /// The question mark key, `?`, where a layout has one of its own.
    public static let questionMark = Key(canonical: "?")
    /// The keypad's minus key.
    public static let keypadMinus = Key(canonical: "Keypad -")
    /// The keypad's plus key.
    public static let keypadPlus = Key(canonical: "Keypad +")
}
