import VitrineFlowLayout

/// The Flow demos, by the names `--preset` takes: the same cards resting at the start, the
/// centre or the end of the viewport, and the centred cards scrolling up and down.
public enum FlowPreset: String, CaseIterable, Sendable {
    case flowStart = "flow-start"
    case flowCenter = "flow-center"
    case flowEnd = "flow-end"
    case flowVertical = "flow-vertical"

    /// The demo's alignment and direction; all start with both plugins and one card a flick.
    var configuration: FlowConfiguration {
        var configuration = FlowConfiguration()
        configuration.alignment = switch self {
        case .flowStart: .lineStart
        case .flowCenter, .flowVertical: .lineCenter
        case .flowEnd: .lineEnd
        }
        configuration.scrollDirection = self == .flowVertical ? .vertical : .horizontal
        return configuration
    }
}
