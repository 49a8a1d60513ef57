import VitrineFlowLayout

/// What the Flow scene's keys switch between: the alignments (A) and the plugin sets (P), and
/// the plugins with their numbers.
enum FlowChoices {
    /// The plugins, in the order they run. A new plugin: its ``FlowPluginChoice`` and one line here.
    static let plugins: [FlowPluginChoice] = [
        .parallaxDimming,
        .scaleFade,
    ]

    /// The plugin sets in the order P steps through them: every set of ``plugins``, all first.
    /// With a person's own plugins loaded, P steps through every set of all of them
    /// (``FlowConfiguration/pluginSets``).
    static let pluginSets = FlowPluginSet.all(count: plugins.count)

    /// The most of a person's own plugins the scene takes, so that P steps through 64 sets at
    /// most.
    static let liveLimit = 4

    /// The alignments in the order A steps through them, `nil` being none.
    static let alignments: [PluginableFlowLayoutAlignment?] = [.lineStart, .lineCenter, .lineEnd, nil]

    /// "start", "center", "end" or "none".
    static func name(of alignment: PluginableFlowLayoutAlignment?) -> String {
        switch alignment {
        case .lineStart: "start"
        case .lineCenter: "center"
        case .lineEnd: "end"
        case nil: "none"
        }
    }

    /// The alignment after `alignment` in ``alignments``.
    static func alignment(after alignment: PluginableFlowLayoutAlignment?) -> PluginableFlowLayoutAlignment? {
        let index = alignments.firstIndex { $0 == alignment } ?? 0
        return alignments[(index + 1) % alignments.count]
    }
}
