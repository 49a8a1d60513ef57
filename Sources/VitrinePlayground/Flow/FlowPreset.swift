import VitrineFlowLayout

/// The Flow demos, by the names `--preset` takes: the same cards resting at the start, the
/// centre or the end of the viewport, and the centred cards scrolling up and down.
public enum FlowPreset: String, CaseIterable, Sendable {
    case flowStart = "flow-start"
    case flowCenter = "flow-center"
    case flowEnd = "flow-end"
    case flowVertical = "flow-vertical"

    /// Where flings come to rest.
    var alignment: PluginableFlowLayoutAlignment {
        switch self {
        case .flowStart: .lineStart
        case .flowCenter, .flowVertical: .lineCenter
        case .flowEnd: .lineEnd
        }
    }

    /// The direction the cards scroll in.
    var direction: FlowScrollDirection {
        self == .flowVertical ? .vertical : .horizontal
    }
}
