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

    /// The modifier names an error message suggests.
    static let suggestedNames = "Shift, Ctrl, Alt or Gui"
}
