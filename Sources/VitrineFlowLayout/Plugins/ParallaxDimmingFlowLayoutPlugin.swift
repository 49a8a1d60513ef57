/// The effect of the seed README's example, as a plugin: each item's inner content slides
/// against the scroll by half the item's visibility percentage, and a dimming overlay fades as
/// the item leaves.
///
/// With p the chosen percentage (the README's `collectionVisibility` by default) and L the
/// item's length along the scroll axis:
/// - ``PluginableFlowLayoutAttributes/contentTranslation`` = `−p · translationFactor · L` along
///   the axis (the README's `translationX = −percentage / 2 · imageView.bounds.width` for a
///   horizontal layout);
/// - ``PluginableFlowLayoutAttributes/overlayAlpha`` = `1 − |dimmingFactor · p|`, clamped to
///   `0...1` as UIKit clamps `alpha` (the README's `dimmView.alpha = 1 − abs(percentage · 2)`).
///
/// ```swift
/// let layout = PluginableFlowLayout(alignment: .lineStart, plugins: [ParallaxDimmingFlowLayoutPlugin()])
/// ```
public struct ParallaxDimmingFlowLayoutPlugin: FlowLayoutPlugin, Hashable {
    /// The percentage the effect follows. The default is `.collectionVisibility`.
    public var percentage: PercentageKind
    /// The content's travel per unit of percentage, in item lengths. The default is 0.5.
    public var translationFactor: Double
    /// How fast the overlay fades with the percentage. The default is 2.
    public var dimmingFactor: Double

    /// Creates the plugin; the defaults are the README's.
    public init(
        percentage: PercentageKind = .collectionVisibility, translationFactor: Double = 0.5,
        dimmingFactor: Double = 2
    ) {
        self.percentage = percentage
        self.translationFactor = translationFactor
        self.dimmingFactor = dimmingFactor
    }

    /// `attributes` with the content translation and overlay opacity set from their percentage.
    public func prepareAttributes(
        _ attributes: PluginableFlowLayoutAttributes,
        in context: FlowLayoutPluginContext
    ) -> PluginableFlowLayoutAttributes {
        var attributes = attributes
        let direction = attributes.scrollDirection
        let p = percentage.value(in: attributes.percentageInfo)
        let length = direction.axisLength(of: attributes.frame.size)
        let shift = (0 - p * translationFactor * length).flowFinite
        attributes.contentTranslation = direction.point(axis: shift, cross: 0)
        attributes.overlayAlpha = min(max(1 - abs(dimmingFactor * p), 0), 1)
        return attributes
    }
}
