/// What a person shapes in the running scene, as undo and redo put it back: the preset, the kind
/// of scene, and the scene's settings (its path, transform, plugins, numbers, curves…). Where the
/// scene scrolls to, the time's speed and which overlays are open are not in it.
///
/// ```swift
/// let before = EditSnapshot(scene: scene)
/// scene.adjustParameter(at: 0, by: 1)
/// EditSnapshot(scene: scene) == before    // false: a number changed
/// ```
struct EditSnapshot: Equatable, Sendable {
    /// The name of the preset the scene started from.
    let presetName: String
    /// The kind of scene: "Showcase", "Parallax", "Flow", "Demo".
    let sceneName: String
    /// The scene's settings as tuned; `nil` for a scene without any (the demo).
    let configuration: (any SavableConfiguration)?

    /// A snapshot of its parts.
    init(presetName: String, sceneName: String, configuration: (any SavableConfiguration)?) {
        self.presetName = presetName
        self.sceneName = sceneName
        self.configuration = configuration
    }

    /// A snapshot of `scene` as it is now.
    init(scene: any Scene) {
        self.init(
            presetName: scene.presetName, sceneName: scene.sceneName,
            configuration: (scene as? any SavableScene)?.configuration)
    }

    /// The same preset, kind and settings (settings of two kinds are never the same).
    static func == (lhs: EditSnapshot, rhs: EditSnapshot) -> Bool {
        guard lhs.presetName == rhs.presetName, lhs.sceneName == rhs.sceneName else { return false }
        switch (lhs.configuration, rhs.configuration) {
        case (nil, nil): return true
        case let (first?, second?): return first.isEqual(to: second)
        default: return false
        }
    }
}
