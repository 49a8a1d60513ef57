import VitrineFlowLayout

extension FlowPluginChoice {
    /// ``ScaleFadeFlowLayoutPlugin``: cards shrink and fade away from their slot.
    static let scaleFade = FlowPluginChoice(
        name: "scale and fade", fileKey: "scaleFade", initial: ScaleFadeFlowLayoutPlugin(),
        parameters: [
            NumericParameter("scaleFactor", \.scaleFactor, step: 0.05, range: 0...1),
            NumericParameter("fadeFactor", \.fadeFactor, step: 0.05, range: 0...2),
        ])
}
