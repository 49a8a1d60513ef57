// swift-format-ignore-file: the seeds' README code as a user pastes it, kept as written.
// A plugin as a user of PluginableFlowLayout would write it after the README's `apply(_:)`
// example: a class with `CGFloat` settings that reads the item's percentage and sets its
// transform and alpha, where the README moved an image view and faded a dimming view.

import VitrineUIKit

public final class SlideAndFadePlugin: FlowLayoutPlugin {
    public var translationFactor: CGFloat = 0.5
    public var fadeFactor: CGFloat = 2

    public func prepareAttributes(
        _ attributes: PluginableFlowLayoutAttributes,
        in context: FlowLayoutPluginContext
    ) -> PluginableFlowLayoutAttributes {
        var attributes = attributes
        let percentage = attributes.percentageInfo.collectionVisibility
        let translationX = -percentage * translationFactor * attributes.frame.width
        attributes.transform = CATransform3DMakeTranslation(translationX, 0, 0)
        attributes.alpha = 1 - abs(percentage * fadeFactor)
        return attributes
    }

    public init() {}
}
