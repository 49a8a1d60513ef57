import VitrineInput

/// One switchable setting of a scene, as the panel lists it: what it is, what it is now, and
/// the key that switches it (a click on its row presses that key).
struct SceneSetting: Hashable, Sendable {
    /// What the setting is: "Path", "Bounce".
    var name: String
    /// Its current value: "circle", "on".
    var value: String
    /// The key that steps it to the next value.
    var key: Key
    /// Every value it can take, in order, when it is a choice the panel lists to pick from.
    var choices: [String]?

    /// Creates a setting row.
    init(name: String, value: String, key: Key, choices: [String]? = nil) {
        self.name = name
        self.value = value
        self.key = key
        self.choices = choices
    }
}
