extension ShowcaseConfiguration: SavableConfiguration {
    /// Showcase.
    static var kind: SceneKind { .showcase }

    /// The Showcase presets.
    static var builtInPresets: [ShowcasePreset] { ShowcasePreset.all }

    /// Direction, path and transform with every number, snapping, looping, the pictures' mode,
    /// the cards' sizes and lengths, count and scale, then the feel.
    var entryMembers: [PresetEntry.Member] {
        [
            PresetEntry.Member("direction", .direction(isHorizontal: direction == .horizontal)),
            PresetEntry.Member("path", .shape(path, from: ShowcaseChoices.paths)),
            PresetEntry.Member("transform", transform == nil ? .null : .shape(transform, from: ShowcaseChoices.transforms)),
            PresetEntry.Member("snapping", .string(snapping.rawValue)),
            PresetEntry.Member("looping", .bool(isLooping)),
        ] + PresetEntry.Member.pictureMode(pictureMode) + sizeMembers
            + PresetEntry.Value.numbers(of: self, Self.cardParameters) + feel.entryMembers
    }

    /// `sizes`, where the cards are all of one size, and `itemLengths`, where the preset has
    /// them: a preset without either reads as it always did.
    var sizeMembers: [PresetEntry.Member] {
        (cardSizes == .pictures ? [] : [PresetEntry.Member("sizes", .string(cardSizes.rawValue))])
            + (itemLengths.map { [PresetEntry.Member("itemLengths", .numbers($0))] } ?? [])
    }

    /// A file cannot say the card spacing and colors: those of the 3-D family come from a base.
    func canStart(from base: ShowcaseConfiguration) -> Bool {
        lineSpacing == base.lineSpacing && palette == base.palette
    }
}
