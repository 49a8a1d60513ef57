extension FlowConfiguration: SavableConfiguration {
    /// Flow.
    static var kind: SceneKind { .flow }

    /// The Flow presets.
    static var builtInPresets: [FlowPreset] { FlowPreset.all }

    /// Direction, alignment, the plugins that run, every plugin's numbers (of those that do
    /// not run too), snapping, then the feel (whose rate, written after the snapping, is kept
    /// rather than the one the snapping advises).
    var entryMembers: [PresetEntry.Member] {
        let plugins = FlowChoices.plugins
        // A person's own plugins (`--swift`) are not saved: a presets file names built-in ones.
        let running = self.plugins.members.filter { plugins.indices.contains($0) }.map { plugins[$0].fileKey }
        let numbers = plugins.indices.map { index in
            PresetEntry.Member(plugins[index].fileKey, .numbers(pluginValues[index], plugins[index].parameters))
        }
        return [
            PresetEntry.Member("direction", .direction(isHorizontal: scrollDirection == .horizontal)),
            PresetEntry.Member("alignment", .string(FlowChoices.name(of: alignment))),
            PresetEntry.Member("plugins", .strings(running)),
        ] + numbers + [PresetEntry.Member("snapping", .string(snapping.rawValue))]
            + PresetEntry.Value.numbers(of: self, Self.cardParameters) + feel.entryMembers
    }
}
