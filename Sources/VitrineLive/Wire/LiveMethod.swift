import VitrineFlowLayout
import VitrineParallax
import VitrineShowcase

/// Which requirement of a person's type the window calls: each takes a list of numbers and
/// gives one back, ``inputWidth`` numbers in and ``outputWidth`` out per input, so one call can
/// carry many inputs.
public enum LiveMethod: UInt8, CaseIterable, Sendable {
    /// `PathProtocol.normalizedPath(withCoordinate:)`: one number in, one out, per input.
    case normalizedPath = 1
    /// `TransformProtocol.transform(withScrollingRate:)`: one number in, the 16 entries of a
    /// `Transform3D` out (m11, m12, … m44), per input.
    case transform = 2
    /// `PVTimingFunctionType.evaluate(_:)`: one number in, one out, per input.
    case evaluate = 3
    /// `PVActionType.update(_:target:)`: the page's progress and the target's 61 numbers in
    /// (``VitrineParallax/PVTarget/liveNumbers``), the target's numbers as the action left them
    /// out, per input.
    case update = 4
    /// `FlowLayoutPlugin.prepareAttributes(_:in:)`: the attributes' 30 numbers
    /// (``VitrineFlowLayout/PluginableFlowLayoutAttributes/liveNumbers``) and the context's 12
    /// (``VitrineFlowLayout/FlowLayoutPluginContext/liveNumbers``) in, the attributes' 30 as the
    /// plugin returned them out, per input.
    case prepareAttributes = 5
    /// `AppearanceTransform.appearance(withScrollingRate:in:)`: the rate and the context's 8
    /// numbers (``VitrineShowcase/LayoutContext/liveNumbers``) in, the appearance's 20
    /// (``VitrineShowcase/ItemAppearance/liveNumbers``) out, per input.
    case appearance = 6
    /// `AppearanceTransform.visibleOffsetLimit(in:)`: the context's 8 numbers in, the limit out,
    /// per input.
    case visibleOffsetLimit = 7

    /// How many numbers one input takes.
    public var inputWidth: Int {
        switch self {
        case .normalizedPath, .transform, .evaluate: 1
        case .update: 1 + PVTarget.liveNumberCount
        case .appearance: 1 + LayoutContext.liveNumberCount
        case .visibleOffsetLimit: LayoutContext.liveNumberCount
        case .prepareAttributes: PluginableFlowLayoutAttributes.liveNumberCount + FlowLayoutPluginContext.liveNumberCount
        }
    }

    /// How many numbers one input gives.
    public var outputWidth: Int {
        switch self {
        case .normalizedPath, .evaluate, .visibleOffsetLimit: 1
        case .transform: 16
        case .appearance: ItemAppearance.liveNumberCount
        case .update: PVTarget.liveNumberCount
        case .prepareAttributes: PluginableFlowLayoutAttributes.liveNumberCount
        }
    }

    /// For a method that gives back what it is given changed (a target, attributes): where in
    /// one input the numbers it gives back start, each output being the new value of the input
    /// number at the same place from there; `nil` for a method that makes new numbers.
    ///
    /// ```swift
    /// LiveMethod.update.returnedInputStart              // 1: after the progress
    /// LiveMethod.prepareAttributes.returnedInputStart   // 0
    /// ```
    public var returnedInputStart: Int? {
        switch self {
        case .normalizedPath, .transform, .evaluate, .appearance, .visibleOffsetLimit: nil
        case .update: 1
        case .prepareAttributes: 0
        }
    }

    /// The kind of type the method belongs to.
    public var kind: LiveKind {
        switch self {
        case .normalizedPath: .path
        case .transform, .appearance, .visibleOffsetLimit: .transform
        case .evaluate: .timingFunction
        case .update: .action
        case .prepareAttributes: .flowPlugin
        }
    }
}
