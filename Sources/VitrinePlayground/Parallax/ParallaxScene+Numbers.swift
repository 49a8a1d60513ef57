/// The numbers the panel lists for the Parallax scene.
extension ParallaxScene {
    /// PVView's perspective, then the numbers of the person's own types (``liveNumbers``).
    var numbers: [(group: String, parameter: NumericParameter<ParallaxConfiguration>)] {
        ParallaxConfiguration.parameters.map { ("PVView", $0) } + liveNumbers
    }

    /// The numbers as the panel lists them, each with its value in the preset (the person's
    /// types' at their defaults).
    var parameters: [SceneParameter] {
        let preset = presetConfiguration.withLiveDefaults(of: configuration)
        return numbers.map { $0.parameter.sceneParameter(group: $0.group, of: configuration, preset: preset) }
    }

    /// Sets parameter `index` of ``parameters`` to `value`, kept in its range.
    mutating func setParameter(at index: Int, to value: Double?) {
        changeNumber(at: index) { $0.setClamped(&$1, to: value) }
    }

    /// Steps parameter `index` of ``parameters`` by `steps` steps.
    mutating func adjustParameter(at index: Int, by steps: Int) {
        changeNumber(at: index) { $0.step(&$1, by: steps) }
    }

    /// Changes number `index` with `change`, then hands the view the perspective and the story
    /// the person's types; nothing happens for an index out of range.
    private mutating func changeNumber(
        at index: Int, _ change: (NumericParameter<ParallaxConfiguration>, inout ParallaxConfiguration) -> Void
    ) {
        let numbers = self.numbers
        guard numbers.indices.contains(index) else { return }
        change(numbers[index].parameter, &configuration)
        view.perspectiveDistance = configuration.perspectiveDistance
        showLiveTypes()
    }
}
