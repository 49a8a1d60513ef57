import VitrineLive

extension ParallaxConfiguration: SavableConfiguration {
    /// Parallax.
    static var kind: SceneKind { .parallax }

    /// The Parallax presets.
    static var builtInPresets: [ParallaxPreset] { ParallaxPreset.all }

    /// Direction, the numbers (the perspective), the feel, then the person's own timing
    /// functions and actions (`--swift`), each with its file and every number.
    var entryMembers: [PresetEntry.Member] {
        [PresetEntry.Member("direction", .direction(isHorizontal: direction == .horizontal))]
            + PresetEntry.Member.pictureMode(pictureMode)
            + PresetEntry.Value.numbers(of: self, Self.parameters) + feel.entryMembers
            + (liveTimingFunctions.isEmpty
                ? []
                : [
                    PresetEntry.Member(
                        "swiftTimingFunctions",
                        .objects(
                            liveTimingFunctions.map {
                                PresetEntry.Value.liveMembers($0.name, file: $0.file, numbers: $0.allNumbers)
                            }))
                ])
            + (liveActions.isEmpty
                ? []
                : [
                    PresetEntry.Member(
                        "swiftActions",
                        .objects(
                            liveActions.map {
                                PresetEntry.Value.liveMembers($0.name, file: $0.file, numbers: $0.allNumbers)
                            }))
                ])
    }
}
