import VitrineFlowLayout

/// What the Flow scene's keys switch between: the alignments (A) and the plugin sets (P), and
/// the numbers of the two plugins the panel steps.
enum FlowChoices {
    /// The alignments in the order A steps through them, `nil` being none.
    static let alignments: [PluginableFlowLayoutAlignment?] = [.lineStart, .lineCenter, .lineEnd, nil]

    /// The plugin sets in the order P steps through them: their names and which of the two
    /// plugins they hold.
    static let pluginSets: [(name: String, parallaxDimming: Bool, scaleFade: Bool)] = [
        ("both", true, true),
        ("parallax and dimming", true, false),
        ("scale and fade", false, true),
        ("none", false, false),
    ]

    /// The numbers of ``ParallaxDimmingFlowLayoutPlugin``.
    static let parallaxDimmingParameters: [NumericParameter<ParallaxDimmingFlowLayoutPlugin>] = [
        NumericParameter("translationFactor", \.translationFactor, step: 0.05, range: -2...2),
        NumericParameter("dimmingFactor", \.dimmingFactor, step: 0.05, range: 0...4),
    ]

    /// The numbers of ``ScaleFadeFlowLayoutPlugin``.
    static let scaleFadeParameters: [NumericParameter<ScaleFadeFlowLayoutPlugin>] = [
        NumericParameter("scaleFactor", \.scaleFactor, step: 0.05, range: 0...1),
        NumericParameter("fadeFactor", \.fadeFactor, step: 0.05, range: 0...2),
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
