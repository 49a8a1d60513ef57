import VitrineInput

/// A key with the modifiers it must be pressed with; `nil` modifiers take the key with any.
struct KeyChord: Hashable, Sendable {
    /// The key.
    var key: Key
    /// The modifiers it needs, exactly; `nil` for any.
    var modifiers: KeyModifiers?

    /// Creates a chord; without `modifiers`, the key alone.
    init(_ key: Key, modifiers: KeyModifiers? = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Whether a press of `key` with `modifiers` is this chord.
    func matches(_ key: Key, modifiers: KeyModifiers) -> Bool {
        key == self.key && (self.modifiers == nil || self.modifiers == modifiers)
    }
}
