import VitrineGeometry

extension SceneKind {
    /// Flow cards: PluginableFlowLayout with its alignments and plugins.
    static let flow = SceneKind(
        name: "flow", presets: FlowPreset.all.map(\.erased),
        fileKeys: ["alignment", "plugins"] + FlowChoices.plugins.map(\.fileKey) + [
            "swiftPlugins", "flick", "snapping", "pictureMode", "sizes",
        ]
            + FlowConfiguration.cardParameters.map(\.name),
        decode: { decoder, fields, field in decoder.flow(fields, field: field) })
}

extension FlowConfiguration: SceneConfiguration {
    /// A Flow scene with these settings.
    func makeScene(presetName: String, viewport: Size) -> any Scene {
        FlowScene(presetName: presetName, configuration: self, viewport: viewport)
    }
}
