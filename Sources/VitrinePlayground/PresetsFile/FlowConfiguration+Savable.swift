import VitrineLive

extension FlowConfiguration: SavableConfiguration {
    /// Flow.
    static var kind: SceneKind { .flow }

    /// The Flow presets.
    static var builtInPresets: [FlowPreset] { FlowPreset.all }

    /// Direction, alignment, the built-in plugins that run, every built-in plugin's numbers (of
    /// those that do not run too), the person's own plugins (`--swift`: each with its file,
    /// whether it runs and every number), snapping, then the feel (whose rate, written after
    /// the snapping, is kept rather than the one the snapping advises).
    var entryMembers: [PresetEntry.Member] {
        let plugins = FlowChoices.plugins
        let running = self.plugins.members.filter { plugins.indices.contains($0) }.map { plugins[$0].fileKey }
        let numbers = plugins.indices.map { index in
            PresetEntry.Member(plugins[index].fileKey, .numbers(pluginValues[index], plugins[index].parameters))
        }
        return [
            PresetEntry.Member("direction", .direction(isHorizontal: scrollDirection == .horizontal)),
            PresetEntry.Member("alignment", .string(FlowChoices.name(of: alignment))),
            PresetEntry.Member("plugins", .strings(running)),
        ] + numbers + livePluginMembers + [PresetEntry.Member("snapping", .string(snapping.rawValue))]
            + PresetEntry.Member.pictureMode(pictureMode)
            + (cardSizes == .pictures ? [] : [PresetEntry.Member("sizes", .string(cardSizes.rawValue))])
            + PresetEntry.Value.numbers(of: self, Self.cardParameters)
            + feel.entryMembers
    }

    /// `swiftPlugins`, where the person's own plugins are loaded: `[{"type": "Tilt", "swift":
    /// "tilt.swift", "runs": true, …every number}]`.
    private var livePluginMembers: [PresetEntry.Member] {
        let live = pluginValues.enumerated().compactMap { index, plugin in (plugin as? LiveFlowPlugin).map { (index, $0) } }
        guard !live.isEmpty else { return [] }
        let members = plugins.members
        return [
            PresetEntry.Member(
                "swiftPlugins",
                .objects(
                    live.map { index, plugin in
                        PresetEntry.Value.liveMembers(
                            plugin.name, file: plugin.file, numbers: plugin.allNumbers,
                            flag: ("runs", members.contains(index)))
                    }))
        ]
    }
}
