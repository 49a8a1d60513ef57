import VitrineFlowLayout
import VitrineInput

extension FlowScene {
    /// Alignment, plugins, flick behavior, direction, deceleration rate and bounce, with their keys.
    public var settings: [SceneSetting] {
        [
            SceneSetting(name: "Alignment", value: FlowChoices.name(of: configuration.alignment), key: .a),
            SceneSetting(name: "Plugins", value: FlowChoices.pluginSets[configuration.pluginSet].name, key: .p),
            SceneSetting(name: "Flick", value: configuration.flickBehavior == .oneItem ? "one card" : "projected",
                         key: .f),
            SceneSetting(name: "Direction", value: configuration.scrollDirection == .horizontal ? "sideways" : "up and down",
                         key: .d),
        ] + configuration.feel.settings
    }

    /// The numbers of the plugins in use.
    public var parameters: [SceneParameter] {
        let (dimming, scaleFade) = pluginParameters
        return dimming.map {
            SceneParameter(group: "parallax and dimming", name: $0.name,
                           value: $0.formattedValue(of: configuration.parallaxDimming))
        } + scaleFade.map {
            SceneParameter(group: "scale and fade", name: $0.name, value: $0.formattedValue(of: configuration.scaleFade))
        }
    }

    /// Steps parameter `index` of ``parameters`` by `steps` steps.
    public mutating func adjustParameter(at index: Int, by steps: Int) {
        let (dimming, scaleFade) = pluginParameters
        if dimming.indices.contains(index) {
            dimming[index].step(&configuration.parallaxDimming, by: steps)
        } else if scaleFade.indices.contains(index - dimming.count) {
            scaleFade[index - dimming.count].step(&configuration.scaleFade, by: steps)
        } else {
            return
        }
        layout.plugins = configuration.plugins
    }

    /// The numbers of the two plugins, each empty when the plugin set leaves the plugin out.
    private var pluginParameters: (dimming: [NumericParameter<ParallaxDimmingFlowLayoutPlugin>],
                                   scaleFade: [NumericParameter<ScaleFadeFlowLayoutPlugin>]) {
        let set = FlowChoices.pluginSets[configuration.pluginSet]
        return (set.parallaxDimming ? FlowChoices.parallaxDimmingParameters : [],
                set.scaleFade ? FlowChoices.scaleFadeParameters : [])
    }
}
