import VitrineInput

/// The keys that jump to presets: 1–9 for the Showcase demos, F2–F12 for the other paths and
/// scenes (F1 is kept for help), and Shift+1–9 for the first nine presets of a presets file.
enum PresetHotkeys {
    /// The keys a built-in preset may take, in the order the help lists them.
    static let keys: [Key] = (1...9).compactMap(Key.digit) + (2...12).compactMap(Key.function)

    /// The keys (with Shift) of the presets file's first nine presets, in order.
    static let userPresetKeys: [Key] = (1...9).compactMap(Key.digit)

    /// Each hotkey and the built-in preset it starts, in the order the help lists them; a preset
    /// takes its key where it is declared (``BuiltInPreset/hotkey``).
    static let bindings: [(key: Key, preset: String)] = keys.compactMap { key in
        Presets.all.first { $0.hotkey == key }.map { (key, $0.name) }
    }

    /// The preset `key` jumps to, or `nil`.
    static func preset(for key: Key) -> String? {
        bindings.first { $0.key == key }?.preset
    }

    /// The number (1–9) of the presets-file preset that Shift+`key` starts, or `nil`.
    static func userPresetNumber(for key: Key) -> Int? {
        userPresetKeys.firstIndex(of: key).map { $0 + 1 }
    }
}
