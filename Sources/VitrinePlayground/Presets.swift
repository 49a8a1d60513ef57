import VitrineGeometry

/// Every built-in preset `--preset` can start, gathered from the scene kinds (``SceneKind/all``):
/// the foundation's demo, the Showcase demos, the Parallax story and the Flow cards.
public enum Presets {
    /// The built-in presets, in the order `--preset` lists them.
    static let all: [BuiltInPreset] = SceneKind.all.flatMap(\.presets)

    /// The preset names, in the order `--preset` lists them.
    public static var names: [String] { all.map(\.name) }

    /// The scene for a preset name.
    ///
    /// - Throws: A ``PlaygroundError`` naming the valid presets when `name` is not one.
    static func scene(named name: String, viewport: Size) throws(PlaygroundError) -> any Scene {
        guard let preset = all.first(where: { $0.name == name }) else { throw unknown(name) }
        return preset.configuration.makeScene(presetName: preset.name, viewport: viewport)
    }

    /// The error for a name that is not a preset, listing the valid ones (the built-in ones,
    /// then `more`, those of a presets file); `flag` names the option that gave it.
    public static func unknown(_ name: String, more: [String] = [], flag: String = "--preset") -> PlaygroundError {
        PlaygroundError("\(flag): unknown preset '\(name)'; valid presets: \((names + more).joined(separator: ", "))")
    }
}
