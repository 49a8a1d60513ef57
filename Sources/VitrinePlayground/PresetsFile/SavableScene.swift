/// A scene whose settings a presets file can hold: what "save as a preset" saves
/// (``PresetEntry/init(name:scene:showsStatusLine:)``).
protocol SavableScene: Scene {
    /// The kind of settings.
    associatedtype Configuration: SavableConfiguration
    /// The settings as they are now, tuned by keys and the panel.
    var configuration: Configuration { get }
    /// The preset the scene is: the one it started from, then the one it was saved as.
    var presetName: String { get set }
}

extension SavableScene {
    /// Whether the scene's settings are `configuration`'s, as a presets file's preset read
    /// back after a save has them.
    func runs(_ configuration: any SceneConfiguration) -> Bool {
        (configuration as? Configuration) == self.configuration
    }
}

extension ShowcaseScene: SavableScene {}

extension FlowScene: SavableScene {}

extension ParallaxScene: SavableScene {}
