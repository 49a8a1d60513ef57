/// Which of the playground's lists a type from a user's Swift file joins, found from the
/// protocols it conforms to.
///
/// | kind | protocols |
/// |---|---|
/// | ``path`` | `PathProtocol` |
/// | ``transform`` | `TransformProtocol`, `AppearanceTransform` |
/// | ``timingFunction`` | `PVTimingFunctionType` |
/// | ``action`` | `PVActionType`, `PVActionBasicType` |
/// | ``flowPlugin`` | `FlowLayoutPlugin` |
///
/// A new kind is a case here and its protocols in ``protocolNames``.
public enum LiveKind: String, CaseIterable, Sendable, Hashable {
    /// A Showcase path (`PathProtocol`).
    case path
    /// A Showcase transform (`TransformProtocol` or `AppearanceTransform`).
    case transform
    /// A PVView timing function (`PVTimingFunctionType`).
    case timingFunction
    /// A PVView action (`PVActionType` or `PVActionBasicType`).
    case action
    /// A PluginableFlowLayout plugin (`FlowLayoutPlugin`).
    case flowPlugin

    /// The protocols that make a type of this kind, each with the module that declares it.
    public var protocolNames: [(module: String, name: String)] {
        switch self {
        case .path: [("VitrineShowcase", "PathProtocol")]
        case .transform: [("VitrineShowcase", "TransformProtocol"), ("VitrineShowcase", "AppearanceTransform")]
        case .timingFunction: [("VitrineParallax", "PVTimingFunctionType")]
        case .action: [("VitrineParallax", "PVActionType"), ("VitrineParallax", "PVActionBasicType")]
        case .flowPlugin: [("VitrineFlowLayout", "FlowLayoutPlugin")]
        }
    }

    /// The kind a conformance to `name` gives, as an inheritance list spells it: plain
    /// (`"PathProtocol"`) or qualified with its module (`"VitrineShowcase.PathProtocol"`);
    /// `nil` for any other protocol.
    ///
    /// ```swift
    /// LiveKind.kind(forProtocolName: "PVActionBasicType")   // .action
    /// LiveKind.kind(forProtocolName: "Equatable")           // nil
    /// ```
    public static func kind(forProtocolName name: String) -> LiveKind? {
        allCases.first { kind in
            kind.protocolNames.contains { name == $0.name || name == "\($0.module).\($0.name)" }
        }
    }
}
