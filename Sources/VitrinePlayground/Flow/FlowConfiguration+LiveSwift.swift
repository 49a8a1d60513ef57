import VitrineLive

/// The person's own Flow plugins (`--swift`) among the configuration's plugins, after the
/// built-in ones.
extension FlowConfiguration {
    /// The names of ``pluginValues``, in their order: the built-in plugins' and
    /// "TiltFarCardsPlugin (Swift)" for a person's own.
    var pluginNames: [String] {
        let builtIn = FlowChoices.plugins
        return pluginValues.enumerated().map { index, plugin in
            if let live = plugin as? LiveFlowPlugin { return FlowPluginChoice.liveName(live.name) }
            return builtIn.indices.contains(index) ? builtIn[index].name : "\(type(of: plugin))"
        }
    }

    /// The name of the plugin set in use: "both", "scale and fade + TiltFarCardsPlugin (Swift)".
    var pluginSetName: String {
        plugins.name(among: pluginNames)
    }

    /// Takes the person's plugins `live` (at their defaults, the first
    /// ``FlowChoices/liveLimit``) after the built-in ones. A plugin
    /// already here (matched by name) keeps its numbers and runs if it ran; a new one runs when
    /// `runsNew` (the first load), else waits for P; one no longer loaded goes. The built-in
    /// plugins keep their numbers, and run as they did.
    mutating func takeLivePlugins(_ live: [LiveFlowPlugin], runsNew: Bool) {
        let builtIn = FlowChoices.plugins.count
        let running = plugins.members
        let old = pluginValues.compactMap { $0 as? LiveFlowPlugin }
        let ran = Set(running.compactMap { (pluginValues[$0] as? LiveFlowPlugin)?.name })
        let taken = live.prefix(FlowChoices.liveLimit).map { new in
            var plugin = new
            plugin.numbers = old.first { $0.name == new.name }?.numbers ?? new.numbers
            return plugin
        }
        pluginValues = Array(pluginValues.prefix(builtIn)) + taken
        let members =
            running.filter { $0 < builtIn }
            + taken.indices.filter { index in
                ran.contains(taken[index].name) || (runsNew && !old.contains { $0.name == taken[index].name })
            }.map { builtIn + $0 }
        pluginSet = FlowPluginSet(members: members).index(count: pluginValues.count)
    }

    /// This configuration with the person's plugins of `other` at their defaults, not running:
    /// what a reset of their numbers goes back to, for a preset that has none of them.
    func withLiveDefaults(of other: FlowConfiguration) -> FlowConfiguration {
        var configuration = self
        configuration.takeLivePlugins(
            other.pluginValues.compactMap { $0 as? LiveFlowPlugin }
                .map { LiveFlowPlugin(name: $0.name, code: $0.code, file: $0.file) }, runsNew: false)
        return configuration
    }

    /// Puts `live` after the built-in plugins, each running where `running` says so: what a
    /// presets file's `swiftPlugins` sets.
    mutating func setLivePlugins(_ live: [LiveFlowPlugin], running: [Bool]) {
        let builtIn = FlowChoices.plugins.count
        let members = plugins.members.filter { $0 < builtIn } + live.indices.filter { running[$0] }.map { builtIn + $0 }
        pluginValues = Array(pluginValues.prefix(builtIn)) + live
        pluginSet = FlowPluginSet(members: members).index(count: pluginValues.count)
    }

    /// The Swift files of the person's plugins here.
    var swiftFiles: [String] {
        pluginValues.compactMap { ($0 as? LiveFlowPlugin)?.file }
    }
}
