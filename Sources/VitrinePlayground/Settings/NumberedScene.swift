/// A scene whose panel numbers are ``NumericParameter``s on its configuration: it lists them,
/// says what a reset goes back to and what a change must redo, and gets the ``Scene``
/// requirements that read and change them (``parameters``, ``setParameter(at:to:)``,
/// ``adjustParameter(at:by:)``) from this one place.
protocol NumberedScene: Scene {
    /// What the scene shows, which the numbers read and write.
    associatedtype Configuration

    /// The scene's settings as the keys and the panel have made them.
    var configuration: Configuration { get set }

    /// The numbers the panel lists, in order, each with the name of its group.
    var numbers: [(group: String, parameter: NumericParameter<Configuration>)] { get }

    /// The settings a number's reset goes back to: the preset's, with what it lacks filled in.
    var numbersPreset: Configuration { get }

    /// Hands the scene's engine the settings after a number changed from `old`.
    mutating func numbersChanged(from old: Configuration)
}

extension NumberedScene {
    /// The numbers as the panel lists them, each with its value in ``numbersPreset``.
    var parameters: [SceneParameter] {
        let preset = numbersPreset
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

    /// Changes number `index` with `change`, then lets the scene redo what the change needs;
    /// nothing happens for an index out of range.
    private mutating func changeNumber(
        at index: Int, _ change: (NumericParameter<Configuration>, inout Configuration) -> Void
    ) {
        let numbers = self.numbers
        guard numbers.indices.contains(index) else { return }
        let old = configuration
        change(numbers[index].parameter, &configuration)
        numbersChanged(from: old)
    }
}
