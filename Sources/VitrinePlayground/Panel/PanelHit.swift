import VitrineInput

/// What a click inside the panel does.
enum PanelHit: Hashable {
    /// Presses the key of a setting.
    case setting(Key)
    /// Selects parameter `index` and steps it by `steps` (0 only selects it).
    case parameter(index: Int, steps: Int)
    /// Nothing: a click on the panel's background, which the scene does not get either.
    case background
    /// Undoes the last change (the Undo button).
    case undo
    /// Redoes the last change undone (the Redo button).
    case redo
    /// Writes a new Swift file and compiles it live (the New Swift button).
    case newSwiftFile
    /// Opens the list of a setting's values, or of the presets.
    case openMenu(PanelMenu.Purpose)
    /// Picks option `index` of the open list (`nil`: a click on the list away from its options).
    case menu(option: Int?)
}
