import VitrineLive

/// The person's own Flow plugins (`--swift`) in the Flow scene.
extension FlowScene {
    /// Lists the person's plugins after the built-in ones (P steps through every set of them
    /// all), keeping the numbers set on those already there and whether they run; on the first
    /// load, every one of them runs at once, after the preset's.
    mutating func adopt(_ live: LiveSwiftTypes, isFirst: Bool) {
        liveTypes = live
        configuration.takeLivePlugins(live.flowPlugins, runsNew: isFirst)
        layout.plugins = configuration.runningPlugins
    }

    /// The choice plugin `index` of ``FlowConfiguration/pluginValues`` belongs to, with its
    /// numbers: a built-in one, or the person's type of that name; `nil` for none.
    func pluginChoice(at index: Int) -> FlowPluginChoice? {
        guard configuration.pluginValues.indices.contains(index) else { return nil }
        if let live = configuration.pluginValues[index] as? LiveFlowPlugin {
            return liveTypes.flowPluginChoices.first { $0.fileKey == live.name }
        }
        return FlowChoices.plugins.indices.contains(index) ? FlowChoices.plugins[index] : nil
    }
}
