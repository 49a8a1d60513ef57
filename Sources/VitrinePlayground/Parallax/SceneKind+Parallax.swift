import VitrineGeometry

extension SceneKind {
    /// Parallax pages: PVView's story.
    static let parallax = SceneKind(
        name: "parallax", presets: ParallaxPreset.all.map(\.erased),
        fileKeys: ParallaxConfiguration.parameters.map(\.name) + ["swiftTimingFunctions", "swiftActions", "pictureMode"],
        decode: { decoder, fields, field in decoder.parallax(fields, field: field) })
}

extension ParallaxConfiguration: SceneConfiguration {
    /// A Parallax scene with these settings.
    func makeScene(presetName: String, viewport: Size) -> any Scene {
        ParallaxScene(presetName: presetName, configuration: self, viewport: viewport)
    }
}
