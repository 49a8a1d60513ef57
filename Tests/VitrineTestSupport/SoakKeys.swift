/// The key presses a soak run makes, as input-script key names (`Ctrl+S`, `PageUp`): every key
/// the window, its scenes, its scrolling and its panel answer to. A playground test checks that
/// each of their chords is here, so a new key joins the soak or that test fails.
public enum SoakKeys {
    /// The keys the soak presses at random: window, scene, scrolling and panel keys, and the
    /// keys of typing. Not the ones that quit (Esc with nothing open, Q) nor the preset
    /// hotkeys (``presetKeys``), which a soak presses on a schedule of its own.
    public static let pressed = [
        // The window's keys.
        "Tab", "F1", "?", "Shift+/", "M", "I", "H", "S", "Ctrl+S", "Ctrl+C", "Ctrl+Z", "Shift+Ctrl+Z", "Shift+Backspace",
        "Space", ".", "Z", "X", "Ctrl+R",
        // The scenes' keys.
        "P", "T", "E", "D", "A", "F", "G", "L", "R", "B", "V", "K", "J", "W", "O",
        // Scrolling.
        "Left", "Right", "Up", "Down", "Home", "End", "PageUp", "PageDown",
        // The panel's, and typing into a field or the save prompt.
        "[", "]", "-", "=", "+", "Keypad -", "Keypad +", "Return", "Keypad Enter", "Backspace", "Delete",
    ]

    /// The keys that quit the window when nothing is open to close: pressed only where
    /// something is (the save prompt, a field being typed).
    public static let quitting = ["Escape", "Q"]

    /// The preset hotkeys: built-in presets, and Shift+1–9 for those of a presets file.
    public static let presetKeys = [
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "F2", "F3", "F4", "F5", "F6", "F7", "F8",
        "F9", "F10", "F11", "F12", "Shift+1", "Shift+2",
    ]
}
