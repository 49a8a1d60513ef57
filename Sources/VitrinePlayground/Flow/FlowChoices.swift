import VitrineFlowLayout

/// What the Flow scene's keys switch between: the alignments (A) and the plugin sets (P).
enum FlowChoices {
    /// The alignments in the order A steps through them, `nil` being none.
    static let alignments: [PluginableFlowLayoutAlignment?] = [.lineStart, .lineCenter, .lineEnd, nil]

    /// The plugin sets in the order P steps through them, with their names.
    static let pluginSets: [(name: String, plugins: [any FlowLayoutPlugin])] = [
        ("parallax and dimming + scale and fade", [ParallaxDimmingFlowLayoutPlugin(), ScaleFadeFlowLayoutPlugin()]),
        ("parallax and dimming", [ParallaxDimmingFlowLayoutPlugin()]),
        ("scale and fade", [ScaleFadeFlowLayoutPlugin()]),
        ("no plugins", []),
    ]

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
