extension KeyModifiers {
    /// Creates the single modifier a name stands for, ignoring case; `nil` for any other name.
    ///
    /// The names are the ones written before a `+` in a key chord such as `Shift+Tab`:
    /// `Shift`; `Ctrl` or `Control`; `Alt`; `Gui`, `Cmd` or `Super`.
    ///
    /// ```swift
    /// KeyModifiers(name: "ctrl")    // .control
    /// KeyModifiers(name: "Hyper")   // nil
    /// ```
    public init?<Name: StringProtocol>(name: Name) {
        switch name.lowercased() {
        case "shift": self = .shift
        case "ctrl", "control": self = .control
        case "alt": self = .alt
        case "gui", "cmd", "super": self = .gui
        default: return nil
        }
    }

    /// The names of the modifiers held, in a fixed order: `Shift`, `Ctrl`, `Alt`, `Gui`; each
    /// reads back with ``init(name:)``.
    public var names: [String] {
        let names: [(KeyModifiers, String)] = [(.shift, "Shift"), (.control, "Ctrl"), (.alt, "Alt"), (.gui, "Gui")]
        return names.filter { contains($0.0) }.map(\.1)
    }

    /// The modifier names an error message suggests.
    static let suggestedNames = "Shift, Ctrl, Alt or Gui"
}
