import VitrineCanvas
import VitrineFlowLayout
import VitrineMotion

/// Everything about the Flow scene that a preset sets and the keys switch: alignment, plugins
/// (with their numbers), flick behavior, direction and the scroll's feel.
struct FlowConfiguration: Sendable {
    /// Where flings rest cards; `nil` lets them rest anywhere.
    var alignment: PluginableFlowLayoutAlignment? = .lineStart
    /// The index of the plugin set in ``pluginSets`` (``FlowChoices/pluginSets`` without a
    /// person's own plugins).
    var pluginSet = 0
    /// Every plugin of ``FlowChoices/plugins``, in its order, with its numbers, then the
    /// person's own (`--swift`, ``LiveFlowPlugin``); those of the plugin set run.
    var pluginValues = FlowChoices.plugins.map(\.initial)
    /// Where flings rest: one card a flick (paging), the slot nearest where the fling would end
    /// (stick), or anywhere (free; wheel notches and keys still move from slot to slot).
    var snapping = ScrollSnapping.paging
    /// Sideways or up and down.
    var scrollDirection = FlowScrollDirection.horizontal
    /// Deceleration rate and bounce; the rate starts as ``advisedRate(for:)`` advises.
    var feel = ScrollFeel(decelerationRate: advisedRate(for: .paging))
    /// How many cards there are, 1 to a million.
    var itemCount = FlowItems.count
    /// How much longer along the axis than the window gives them the cards are, 0.25 to 2.
    var itemScale = 1.0
    /// How pictures sit in the cards' windows, when the window has pictures.
    var pictureMode = PictureContentMode.fill
    /// Whether the cards take their pictures' proportions along the axis, or keep the pattern's
    /// lengths.
    var cardSizes = CardSizes.pictures

    /// The cards' numbers: `itemCount` and `itemScale` (see ``NumericParameter/cardParameters(count:scale:)``).
    static let cardParameters = NumericParameter<FlowConfiguration>.cardParameters(count: \.itemCount, scale: \.itemScale)

    /// The layout's flick behavior for the snapping: one item a flick when paging, else the
    /// slot nearest the projected rest.
    var flickBehavior: PluginableFlowLayout.FlickBehavior { snapping == .paging ? .oneItem : .projected }

    /// The seed advises UIKit's fast rate for one card a flick; other flings keep the normal
    /// rate so that a strong flick travels.
    static func advisedRate(for snapping: ScrollSnapping) -> DecelerationRate {
        snapping == .paging ? .fast : .normal
    }

    /// The plugin set in use.
    var plugins: FlowPluginSet { FlowPluginSet(index: pluginSet, count: pluginValues.count) }

    /// The plugin sets P steps through: every set of ``pluginValues``, all first.
    var pluginSets: [FlowPluginSet] { FlowPluginSet.all(count: pluginValues.count) }

    /// The plugins of the plugin set, in the order they run.
    var runningPlugins: [any FlowLayoutPlugin] { plugins.members.map { pluginValues[$0] } }

    /// The plugin of type `Plugin` with its numbers, whether it runs or not.
    func plugin<Plugin: FlowLayoutPlugin>(_ type: Plugin.Type) -> Plugin? {
        pluginValues.lazy.compactMap { $0 as? Plugin }.first
    }
}
