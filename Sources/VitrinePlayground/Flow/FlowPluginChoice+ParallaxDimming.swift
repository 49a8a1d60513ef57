import VitrineFlowLayout

extension FlowPluginChoice {
    /// ``ParallaxDimmingFlowLayoutPlugin``: cards slide against the scroll and dim away from their slot.
    static let parallaxDimming = FlowPluginChoice(
        name: "parallax and dimming", fileKey: "parallaxDimming", initial: ParallaxDimmingFlowLayoutPlugin(),
        parameters: [
            NumericParameter("translationFactor", \.translationFactor, step: 0.05, range: -2...2),
            NumericParameter("dimmingFactor", \.dimmingFactor, step: 0.05, range: 0...4),
        ])
}
