/// Settings a presets file can hold: they write themselves as the members of a preset entry,
/// which ``PresetsDecoder`` reads back as equal settings.
///
/// A scene kind whose presets files can make it (``SceneKind/decode``) conforms, in a file
/// `Configuration+Savable.swift`; its scene conforms to ``SavableScene``.
protocol SavableConfiguration: SceneConfiguration, Equatable {
    /// The plain settings, those of an entry without a `base`.
    init()

    /// The scene kind: its name is the entry's `scene`.
    static var kind: SceneKind { get }

    /// The built-in presets an entry's `base` can name.
    static var builtInPresets: [ScenePreset<Self>] { get }

    /// Every setting a presets file can say, after `name`, `scene` and `base`, in the order
    /// written.
    var entryMembers: [PresetEntry.Member] { get }

    /// Whether `base` agrees with these settings on everything a presets file cannot say, so
    /// that an entry can start from it.
    func canStart(from base: Self) -> Bool
}

extension SavableConfiguration {
    /// A file can say everything: any base will do.
    func canStart(from base: Self) -> Bool { true }

    /// The `base` an entry needs: `preferred` (the preset the settings were tuned from) when it
    /// is a built-in preset that can start them; else none when the plain settings can; else
    /// the first built-in preset that can. `nil` too when none can: the saved preset would then
    /// not read back the same, and saving refuses it.
    func base(preferring preferred: String?) -> String? {
        let presets = Self.builtInPresets
        if let preferred, let preset = presets.first(where: { $0.name == preferred }), canStart(from: preset.configuration) {
            return preset.name
        }
        if canStart(from: Self()) { return nil }
        return presets.first { canStart(from: $0.configuration) }?.name
    }

    /// Whether `other` is the same settings.
    func isEqual(to other: any SceneConfiguration) -> Bool {
        (other as? Self) == self
    }
}
