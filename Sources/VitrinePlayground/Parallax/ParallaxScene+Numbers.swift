/// The numbers the panel lists for the Parallax scene.
extension ParallaxScene {
    /// PVView's perspective, then the numbers of the person's own types (``liveNumbers``), then
    /// the autoplay's and the wheel's (last, so that adding them moved no number of the
    /// person's).
    var numbers: [(group: String, parameter: NumericParameter<ParallaxConfiguration>)] {
        ParallaxConfiguration.parameters.map { ("PVView", $0) } + liveNumbers + ScrollFeel.parameters(at: \.feel)
    }

    /// The preset's settings, the person's types at their defaults.
    var numbersPreset: ParallaxConfiguration {
        presetConfiguration.withLiveDefaults(of: configuration)
    }

    /// Hands the view the perspective and the story the person's types.
    mutating func numbersChanged(from old: ParallaxConfiguration) {
        view.perspectiveDistance = configuration.perspectiveDistance
        applyFeel()
        showLiveTypes()
    }
}
