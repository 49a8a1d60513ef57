import VitrineGeometry
import VitrineInput

extension SceneKind {
    /// The foundation's demo: one preset, not made by presets files.
    static let demo = SceneKind(name: "demo", presets: [DemoConfiguration.preset.erased], fileKeys: [], decode: nil)
}

/// The demo's settings: it has none to choose.
struct DemoConfiguration: SceneConfiguration {
    /// The preset `demo`, on F2.
    static let preset = ScenePreset("demo", hotkey: .function(2), configuration: DemoConfiguration())

    /// The demo scene.
    func makeScene(presetName: String, viewport: Size) -> any Scene {
        DemoScene()
    }
}
