/// A scene whose settings a presets file can hold: what "save as a preset" saves
/// (``PresetEntry/init(name:scene:showsStatusLine:)``).
protocol SavableScene: Scene {
    /// The kind of settings.
    associatedtype Configuration: SavableConfiguration
    /// The settings as they are now, tuned by keys and the panel.
    var configuration: Configuration { get }
}

extension ShowcaseScene: SavableScene {}

extension FlowScene: SavableScene {}

extension ParallaxScene: SavableScene {}
