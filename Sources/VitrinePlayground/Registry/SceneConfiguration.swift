import VitrineGeometry

/// Everything a preset sets about one kind of scene (a Showcase's path and transform, a Flow's
/// alignment and plugins…), able to make that scene.
protocol SceneConfiguration: Sendable {
    /// A new scene with these settings, started as preset `presetName`, in a viewport.
    func makeScene(presetName: String, viewport: Size) -> any Scene
}
