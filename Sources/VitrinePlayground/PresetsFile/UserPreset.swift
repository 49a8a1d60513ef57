import VitrineGeometry

/// A preset of a presets file: its name and the scene it starts, configured.
struct UserPreset {
    /// What a preset starts: one of the three engines' scenes with its settings.
    enum Definition {
        /// A Showcase scene.
        case showcase(ShowcaseConfiguration)
        /// A Parallax scene.
        case parallax(ParallaxConfiguration)
        /// A Flow scene.
        case flow(FlowConfiguration)
    }

    /// The name `--preset` and the help use.
    var name: String
    /// What it starts.
    var definition: Definition

    /// A new scene for the preset in a viewport.
    func makeScene(viewport: Size) -> any Scene {
        switch definition {
        case .showcase(let configuration):
            ShowcaseScene(presetName: name, configuration: configuration, viewport: viewport)
        case .parallax(let configuration):
            ParallaxScene(presetName: name, configuration: configuration, viewport: viewport)
        case .flow(let configuration):
            FlowScene(presetName: name, configuration: configuration, viewport: viewport)
        }
    }
}
