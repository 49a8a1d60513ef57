import VitrineInput

/// The keys that jump to presets: 1–9 for the Showcase demos, F2–F12 for the other paths and
/// scenes (F1 is kept for help).
public enum PresetHotkeys {
    /// Key names and the preset each one starts, in the order the help lists them.
    public static let bindings: [(key: String, preset: String)] = [
        ("1", "simple-horizontal"), ("2", "paging-horizontal"), ("3", "circle-rotate"), ("4", "wave-scale"),
        ("5", "linear-rotate-scale"), ("6", "coverflow"), ("7", "cylinder"), ("8", "rotary"), ("9", "time-machine"),
        ("F2", "demo"), ("F3", "wheel"), ("F4", "parallax"), ("F5", "parallax-vertical"), ("F6", "flow-start"),
        ("F7", "flow-center"), ("F8", "flow-end"), ("F9", "flow-vertical"), ("F10", "simple-vertical"),
        ("F11", "paging-vertical"), ("F12", "circle"),
    ]

    /// The preset `key` jumps to, or `nil`.
    public static func preset(for key: Key) -> String? {
        bindings.first { $0.key == key.name }?.preset
    }
}
