/// A scene that takes settings back while it runs, as undo and redo put them: its scroll and its
/// item in focus stay where they are (as far as the settings allow).
///
/// A scene kind with a ``SavableConfiguration`` conforms in `Scene+Restoring.swift`.
protocol RestorableScene: SavableScene {
    /// Runs with `configuration` from now on, keeping the scroll and the item in focus.
    mutating func restore(_ configuration: Configuration)

    /// What a person sees of the settings, each named, in the order the panel lists them: what
    /// undo's notice names when it puts one back.
    var editedValues: [(name: String, value: String)] { get }
}

extension RestorableScene {
    /// Runs with `configuration` when it is this kind's; returns whether it was.
    mutating func restore(any configuration: any SceneConfiguration) -> Bool {
        guard let configuration = configuration as? Configuration else { return false }
        restore(configuration)
        return true
    }

    /// The settings' values, then the numbers' ("coverflow maxRotationAngle").
    var editedValues: [(name: String, value: String)] {
        settings.map { ($0.name, $0.value) } + parameters.map { ("\($0.group) \($0.name)", $0.value) }
    }
}
