import VitrineFlowLayout
import VitrineParallax
import VitrineShowcase

/// A value of one of a person's types, as the process that runs their code holds it.
public enum LiveValue {
    /// A path.
    case path(any PathProtocol)
    /// A transform (possibly an `AppearanceTransform`).
    case transform(any TransformProtocol)
    /// A timing function.
    case timingFunction(any PVTimingFunctionType)
    /// An action.
    case action(any PVActionType)
    /// A Flow plugin.
    case flowPlugin(any FlowLayoutPlugin)
}
