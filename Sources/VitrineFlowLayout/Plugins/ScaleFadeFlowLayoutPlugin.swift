/// A plugin of Vitrine's own: items shrink and fade as they move away from their slot in the
/// alignment.
///
/// With v = |p| for the chosen percentage p (`idealFrameVisibility` by default, so the item in
/// its slot is untouched and one a whole item length away is changed the most):
/// - scale `s = max(1 − scaleFactor · v, 0)`, applied about the item's centre before its
///   existing transform;
/// - opacity multiplied by `clamp(1 − fadeFactor · v, 0, 1)`.
///
/// With the defaults, an item one length away is drawn at 80 % of its size and half its
/// opacity.
public struct ScaleFadeFlowLayoutPlugin: FlowLayoutPlugin, Hashable {
    /// The percentage the effect follows. The default is `.idealFrameVisibility`.
    public var percentage: PercentageKind
    /// The loss of scale per unit of |percentage| (k). The default is 0.2.
    public var scaleFactor: Double
    /// The loss of opacity per unit of |percentage| (k₂). The default is 0.5.
    public var fadeFactor: Double

    /// Creates the plugin.
    public init(
        percentage: PercentageKind = .idealFrameVisibility, scaleFactor: Double = 0.2,
        fadeFactor: Double = 0.5
    ) {
        self.percentage = percentage
        self.scaleFactor = scaleFactor
        self.fadeFactor = fadeFactor
    }

    /// `attributes` scaled and faded by their distance from their slot.
    public func prepareAttributes(
        _ attributes: PluginableFlowLayoutAttributes,
        in context: FlowLayoutPluginContext
    ) -> PluginableFlowLayoutAttributes {
        var attributes = attributes
        let distance = abs(percentage.value(in: attributes.percentageInfo))
        let scale = max(1 - scaleFactor * distance, 0).flowFinite
        attributes.transform = attributes.transform.scaled(scale, scale, 1)
        attributes.alpha *= min(max(1 - fadeFactor * distance, 0), 1)
        return attributes
    }
}
