/// The seed's `PercentageFlowLayoutPlugin`: stores each item's ``PercentageInfo`` on its
/// attributes, as ``PluginableFlowLayoutAttributes/percentageInfo``.
///
/// A ``PluginableFlowLayout`` always runs this plugin first, on every attribute it hands out
/// (the seed left the percentages out of `layoutAttributesForItem(at:)`), so plugins can rely on
/// the percentages being there. Listing it among the plugins, as the seed's README does, is
/// allowed and changes nothing: it computes the same values again.
///
/// ```swift
/// let layout = PluginableFlowLayout(alignment: .lineStart, plugins: [PercentageFlowLayoutPlugin()])
/// ```
public struct PercentageFlowLayoutPlugin: FlowLayoutPlugin {
    /// Creates the plugin.
    public init() {}

    /// `attributes` with ``PluginableFlowLayoutAttributes/percentageInfo`` computed from their
    /// frame by ``PercentageInfo/init(frame:in:)``.
    public func prepareAttributes(
        _ attributes: PluginableFlowLayoutAttributes,
        in context: FlowLayoutPluginContext
    ) -> PluginableFlowLayoutAttributes {
        var attributes = attributes
        attributes.percentageInfo = PercentageInfo(frame: attributes.frame, in: context)
        return attributes
    }
}
