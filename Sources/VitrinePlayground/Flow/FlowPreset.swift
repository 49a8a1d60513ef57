import VitrineFlowLayout
import VitrineInput

/// A Flow preset: the same cards resting at the start, the centre or the end of the viewport,
/// and the centred cards scrolling up and down; all start with every plugin and one card a flick.
typealias FlowPreset = ScenePreset<FlowConfiguration>

extension ScenePreset where Configuration == FlowConfiguration {
    /// The Flow presets, in the order `--preset` lists them. A new preset: its declaration below
    /// and one line here.
    static let all: [FlowPreset] = [.flowStart, .flowCenter, .flowEnd, .flowVertical]

    static let flowStart = flow("flow-start", hotkey: .function(6), alignment: .lineStart)
    static let flowCenter = flow("flow-center", hotkey: .function(7), alignment: .lineCenter)
    static let flowEnd = flow("flow-end", hotkey: .function(8), alignment: .lineEnd)
    static let flowVertical = flow("flow-vertical", hotkey: .function(9), alignment: .lineCenter, direction: .vertical)

    /// A Flow preset with its alignment and direction.
    private static func flow(
        _ name: String, hotkey: Key?, alignment: PluginableFlowLayoutAlignment,
        direction: FlowScrollDirection = .horizontal
    ) -> FlowPreset {
        var configuration = FlowConfiguration()
        configuration.alignment = alignment
        configuration.scrollDirection = direction
        return FlowPreset(name, hotkey: hotkey, configuration: configuration)
    }
}
