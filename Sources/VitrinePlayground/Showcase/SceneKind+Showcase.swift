import VitrineGeometry

extension SceneKind {
    /// Showcase carousels: cards on a path, shaped by a transform.
    static let showcase = SceneKind(
        name: "showcase", presets: ShowcasePreset.all.map(\.erased),
        fileKeys: ["path", "transform", "paging", "snapping", "looping", "pictureMode", "sizes", "itemLengths"]
            + ShowcaseConfiguration.cardParameters.map(\.name),
        decode: { decoder, fields, field in decoder.showcase(fields, field: field) })
}

extension ShowcaseConfiguration: SceneConfiguration {
    /// A Showcase scene with these settings.
    func makeScene(presetName: String, viewport: Size) -> any Scene {
        ShowcaseScene(presetName: presetName, configuration: self, viewport: viewport)
    }
}
