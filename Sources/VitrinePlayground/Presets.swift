import VitrineGeometry

/// Every scene `--preset` can start: the foundation's demo, the Showcase demos, the Parallax
/// story and the Flow cards.
public enum Presets {
    /// The preset names, in the order `--preset` lists them.
    public static var names: [String] {
        ["demo"] + ShowcasePreset.allCases.map(\.rawValue) + ParallaxPreset.allCases.map(\.rawValue)
            + FlowPreset.allCases.map(\.rawValue)
    }

    /// The scene for a preset name.
    ///
    /// - Throws: A ``PlaygroundError`` naming the valid presets when `name` is not one.
    public static func scene(named name: String, viewport: Size) throws(PlaygroundError) -> any Scene {
        if name == "demo" { return DemoScene() }
        if let preset = ParallaxPreset(rawValue: name) { return ParallaxScene(preset: preset, viewport: viewport) }
        if let preset = FlowPreset(rawValue: name) { return FlowScene(preset: preset, viewport: viewport) }
        guard let preset = ShowcasePreset(rawValue: name) else { throw unknown(name) }
        return ShowcaseScene(preset: preset, viewport: viewport)
    }

    /// The error for a name that is not a preset, listing the valid ones (the built-in ones,
    /// then `more`, those of a presets file).
    static func unknown(_ name: String, more: [String] = []) -> PlaygroundError {
        PlaygroundError("--preset: unknown preset '\(name)'; valid presets: \((names + more).joined(separator: ", "))")
    }
}
