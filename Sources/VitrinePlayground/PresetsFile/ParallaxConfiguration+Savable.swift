extension ParallaxConfiguration: SavableConfiguration {
    /// Parallax.
    static var kind: SceneKind { .parallax }

    /// The Parallax presets.
    static var builtInPresets: [ParallaxPreset] { ParallaxPreset.all }

    /// Direction, the numbers (the perspective), then the feel.
    var entryMembers: [PresetEntry.Member] {
        [PresetEntry.Member("direction", .direction(isHorizontal: direction == .horizontal))]
            + PresetEntry.Value.numbers(of: self, Self.parameters) + feel.entryMembers
    }
}
