/// Which of the libraries' protocols a person's own type conforms to, and so which of the
/// window's lists it joins.
public enum LiveKind: String, CaseIterable, Sendable, Hashable {
    /// `PathProtocol`: Showcase's paths (P).
    case path
    /// `TransformProtocol` or `AppearanceTransform`: Showcase's transforms (T).
    case transform
    /// `PVTimingFunctionType`: the Parallax story's timing functions.
    case timingFunction
    /// `PVActionType` or `PVActionBasicType`: the Parallax story's actions.
    case action
    /// `FlowLayoutPlugin`: Flow's plugins.
    case flowPlugin

    /// The kind a protocol name stands for, with or without its module: `PathProtocol` and
    /// `VitrineShowcase.PathProtocol` are both ``path``; `nil` for any other name.
    public static func kind(forProtocolName name: String) -> LiveKind? {
        let unqualified = name.split(separator: ".").last.map(String.init) ?? name
        switch unqualified {
        case "PathProtocol": return .path
        case "TransformProtocol", "AppearanceTransform": return .transform
        case "PVTimingFunctionType": return .timingFunction
        case "PVActionType", "PVActionBasicType": return .action
        case "FlowLayoutPlugin": return .flowPlugin
        default: return nil
        }
    }
}
