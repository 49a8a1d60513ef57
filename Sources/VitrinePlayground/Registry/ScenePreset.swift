import VitrineGeometry
import VitrineInput

/// A preset that comes with the playground: its name for `--preset`, the key that jumps to it,
/// and the settings of its scene.
///
/// Each scene kind declares its presets as static members (`ShowcasePreset.coverflow`) and
/// lists them once in its ``SceneKind``; the hotkeys, `--list-presets`, the help and the
/// presets file's `base` follow from that list.
struct ScenePreset<Configuration: SceneConfiguration>: Sendable {
    /// The name `--preset` takes: "coverflow".
    let name: String
    /// The key that starts it (one of ``PresetHotkeys/keys``), or `nil`.
    let hotkey: Key?
    /// The settings its scene starts with.
    let configuration: Configuration

    /// Creates a preset.
    init(_ name: String, hotkey: Key? = nil, configuration: Configuration) {
        self.name = name
        self.hotkey = hotkey
        self.configuration = configuration
    }

    /// The preset with its settings' type forgotten, as the registry lists every preset.
    var erased: ScenePreset<AnySceneConfiguration> {
        ScenePreset<AnySceneConfiguration>(name, hotkey: hotkey, configuration: AnySceneConfiguration(configuration))
    }
}

/// The settings of a scene of any kind.
struct AnySceneConfiguration: SceneConfiguration {
    /// The settings.
    let base: any SceneConfiguration

    /// Wraps `base`.
    init(_ base: any SceneConfiguration) {
        self.base = base
    }

    /// The scene `base` makes.
    func makeScene(presetName: String, viewport: Size) -> any Scene {
        base.makeScene(presetName: presetName, viewport: viewport)
    }
}

/// A built-in preset of any scene kind.
typealias BuiltInPreset = ScenePreset<AnySceneConfiguration>
