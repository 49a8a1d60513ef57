/// A step that adjusts every attribute a ``PluginableFlowLayout`` hands out, as the seed's
/// `FlowLayoutPlugin`.
///
/// The layout runs its plugins in order, each on the previous one's result, after filling in
/// the frame and ``PluginableFlowLayoutAttributes/percentageInfo``. A plugin changes the visual
/// fields or stores values of its own under a ``FlowLayoutAttributeKey``:
///
/// ```swift
/// struct TiltPlugin: FlowLayoutPlugin {
///     func prepareAttributes(_ attributes: PluginableFlowLayoutAttributes,
///                            in context: FlowLayoutPluginContext) -> PluginableFlowLayoutAttributes {
///         var attributes = attributes
///         let p = attributes.percentageInfo.idealFrameVisibility
///         attributes.transform = .makeRotation(p * .pi / 6, 0, 1, 0)
///         return attributes
///     }
/// }
/// ```
public protocol FlowLayoutPlugin: Sendable {
    /// The attributes to hand out instead of `attributes`, knowing the layout's state from
    /// `context`. The default returns `attributes` unchanged.
    func prepareAttributes(
        _ attributes: PluginableFlowLayoutAttributes,
        in context: FlowLayoutPluginContext
    ) -> PluginableFlowLayoutAttributes
}

extension FlowLayoutPlugin {
    /// Returns `attributes` unchanged.
    public func prepareAttributes(
        _ attributes: PluginableFlowLayoutAttributes,
        in context: FlowLayoutPluginContext
    ) -> PluginableFlowLayoutAttributes {
        attributes
    }
}
