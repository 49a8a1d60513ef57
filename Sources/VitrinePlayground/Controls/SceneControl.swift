import VitrineInput

/// One control of a scene: the key that changes it, what it is, what it is now and how the key
/// changes it. A scene lists its controls once (``Scene/controls``); its key handling, the
/// panel's rows and the help all read that list.
///
/// ```swift
/// SceneControl<ShowcaseScene>(key: .g, name: "Paging", value: { $0.configuration.isPagingEnabled ? "on" : "off" }) {
///     scene, _ in scene.configuration.isPagingEnabled.toggle()
///     scene.apply()
/// }
/// ```
struct SceneControl<Target>: Sendable {
    /// The key that changes it (a click on its panel row presses this key).
    let key: Key
    /// What it is: "Path", "Bounce".
    let name: String
    /// What it is now, as the panel and the help show it: "circle", "on".
    let value: @Sendable (Target) -> String
    /// Steps it to its next value; the second argument is the time of the key press, in seconds.
    let change: @Sendable (inout Target, Double) -> Void
    /// For a choice among several values (a path, an alignment): all of them, in the order
    /// ``change`` steps through them, named as ``value`` names them; the panel lists them to
    /// pick from. `nil` for a switch a click simply flips.
    let choices: (@Sendable (Target) -> [String])?

    /// Creates a control; `choices`, for one that steps through several values, names them all.
    init(
        key: Key, name: String, value: @escaping @Sendable (Target) -> String,
        choices: (@Sendable (Target) -> [String])? = nil,
        change: @escaping @Sendable (inout Target, Double) -> Void
    ) {
        self.key = key
        self.name = name
        self.value = value
        self.choices = choices
        self.change = change
    }

    /// The same control on an `Outer` value reached through `keyPath` (a scene's controls made
    /// of its scroll feel's), with `then` run on the outer value after each change.
    func lifted<Outer>(
        to keyPath: WritableKeyPath<Outer, Target> & Sendable,
        then: @escaping @Sendable (inout Outer, Double) -> Void
    ) -> SceneControl<Outer> {
        let value = self.value, change = self.change
        var outerChoices: (@Sendable (Outer) -> [String])?
        if let choices = self.choices {
            outerChoices = { outer in choices(outer[keyPath: keyPath]) }
        }
        return SceneControl<Outer>(
            key: key, name: name, value: { value($0[keyPath: keyPath]) },
            choices: outerChoices
        ) { outer, time in
            change(&outer[keyPath: keyPath], time)
            then(&outer, time)
        }
    }
}
