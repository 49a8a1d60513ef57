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

    /// Creates a control.
    init(key: Key, name: String, value: @escaping @Sendable (Target) -> String,
         change: @escaping @Sendable (inout Target, Double) -> Void) {
        self.key = key
        self.name = name
        self.value = value
        self.change = change
    }

    /// The same control on an `Outer` value reached through `keyPath` (a scene's controls made
    /// of its scroll feel's), with `then` run on the outer value after each change.
    func lifted<Outer>(to keyPath: WritableKeyPath<Outer, Target> & Sendable,
                       then: @escaping @Sendable (inout Outer, Double) -> Void) -> SceneControl<Outer> {
        let value = self.value, change = self.change
        return SceneControl<Outer>(key: key, name: name, value: { value($0[keyPath: keyPath]) }) { outer, time in
            change(&outer[keyPath: keyPath], time)
            then(&outer, time)
        }
    }
}
