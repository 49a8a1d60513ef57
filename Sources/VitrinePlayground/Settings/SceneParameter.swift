/// One numeric parameter of a scene (of its path or transform), as the panel lists it: what it
/// belongs to, its name in the library and its current value, formatted.
struct SceneParameter: Hashable, Sendable {
    /// What the parameter belongs to: "circle" (the path), "rotate" (the transform).
    var group: String
    /// The property's name in the library and in presets files: "normalizedRadius".
    var name: String
    /// The value as the panel shows it: "0.80", "0.79 (45°)".
    var value: String

    /// Creates a parameter row.
    init(group: String, name: String, value: String) {
        self.group = group
        self.name = name
        self.value = value
    }
}
