/// A key on the keyboard, named exactly as SDL2's `SDL_GetKeyName` prints it.
///
/// A key only exists for a name in ``allNames``, so two keys are equal exactly when they are
/// the same key. Letters are upper case (`"A"`), the named keys are capitalised as SDL writes
/// them (`"Tab"`, `"PageUp"`, `"Left Shift"`, `"Keypad Enter"`).
///
/// ```swift
/// Key(name: "tab")            // Key.tab, spelled "Tab"
/// Key(name: "keypad enter")   // spelled "Keypad Enter"
/// Key(name: "Tabb")           // nil
/// ```
public struct Key: Hashable, Sendable {
    /// The canonical SDL name of the key, such as `"Tab"`, `"A"`, `"F1"` or `"Left Shift"`.
    public let name: String

    /// Creates the key with the given name, ignoring case; `nil` if SDL has no such key name
    /// in ``allNames``.
    ///
    /// The key always carries the canonical spelling, whatever case `name` used.
    public init?<Name: StringProtocol>(name: Name) {
        guard let canonical = Key.canonicalNames[name.lowercased()] else { return nil }
        self.name = canonical
    }

    /// Creates a key from a name already known to be canonical; only for the constants here.
    init(canonical: String) {
        self.name = canonical
    }
}

extension Key: CustomStringConvertible {
    /// The canonical SDL name of the key.
    public var description: String { name }
}
