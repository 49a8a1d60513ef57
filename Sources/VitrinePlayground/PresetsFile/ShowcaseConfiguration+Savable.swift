extension ShowcaseConfiguration: SavableConfiguration {
    /// Showcase.
    static var kind: SceneKind { .showcase }

    /// The Showcase presets.
    static var builtInPresets: [ShowcasePreset] { ShowcasePreset.all }

    /// Direction, path and transform with every number, snapping, looping, the cards' count and
    /// scale, then the feel.
    var entryMembers: [PresetEntry.Member] {
        [
            PresetEntry.Member("direction", .direction(isHorizontal: direction == .horizontal)),
            PresetEntry.Member("path", .shape(path, from: ShowcaseChoices.paths)),
            PresetEntry.Member("transform", transform == nil ? .null : .shape(transform, from: ShowcaseChoices.transforms)),
            PresetEntry.Member("snapping", .string(snapping.rawValue)),
            PresetEntry.Member("looping", .bool(isLooping)),
        ] + PresetEntry.Member.pictureMode(pictureMode) + PresetEntry.Value.numbers(of: self, Self.cardParameters)
            + feel.entryMembers
    }

    /// A file cannot say the card spacing and colors: those of the 3-D family come from a base.
    func canStart(from base: ShowcaseConfiguration) -> Bool {
        lineSpacing == base.lineSpacing && palette == base.palette
    }
}
