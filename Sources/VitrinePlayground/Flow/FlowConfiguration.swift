import VitrineFlowLayout
import VitrineMotion

/// Everything about the Flow scene that a preset sets and the keys switch: alignment, plugins
/// (with their numbers), flick behavior, direction and the scroll's feel.
struct FlowConfiguration {
    /// Where flings rest cards; `nil` lets them rest anywhere.
    var alignment: PluginableFlowLayoutAlignment? = .lineStart
    /// The index of the plugin set in ``FlowChoices/pluginSets``.
    var pluginSet = 0
    /// The parallax-and-dimming plugin, used when the plugin set holds it.
    var parallaxDimming = ParallaxDimmingFlowLayoutPlugin()
    /// The scale-and-fade plugin, used when the plugin set holds it.
    var scaleFade = ScaleFadeFlowLayoutPlugin()
    /// One card a flick, or as far as the fling goes.
    var flickBehavior = PluginableFlowLayout.FlickBehavior.oneItem
    /// Sideways or up and down.
    var scrollDirection = FlowScrollDirection.horizontal
    /// Deceleration rate and bounce; the rate starts as ``advisedRate(for:)`` advises.
    var feel = ScrollFeel(decelerationRate: advisedRate(for: .oneItem))

    /// The seed advises UIKit's fast rate for one card a flick; projected flicks keep the
    /// normal rate so that a strong flick travels.
    static func advisedRate(for flickBehavior: PluginableFlowLayout.FlickBehavior) -> DecelerationRate {
        flickBehavior == .oneItem ? .fast : .normal
    }

    /// The plugins of the plugin set, in the order they run.
    var plugins: [any FlowLayoutPlugin] {
        let set = FlowChoices.pluginSets[pluginSet % FlowChoices.pluginSets.count]
        return (set.parallaxDimming ? [parallaxDimming] : []) + (set.scaleFade ? [scaleFade] : [])
    }
}
