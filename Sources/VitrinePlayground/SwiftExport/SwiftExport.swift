import VitrineGeometry

/// "Copy as Swift": the Swift that makes the library look and move as a scene does, for a
/// developer to paste into an app (Ctrl+C in the window, `vitrine --print-swift`).
///
/// ```swift
/// let text = try SwiftExport.source(preset: "coverflow", viewport: Size(width: 1280, height: 720))
/// // import VitrineGeometry … func coverflowLayout(itemSize: Size = …) -> Layout { … }
/// ```
public enum SwiftExport {
    /// The Swift of preset `name` (built-in, or one of `userPresets`, a presets file's) as it
    /// starts in a window of size `viewport`: what `vitrine --print-swift` prints.
    ///
    /// - Throws: A ``PlaygroundError`` for an unknown preset (listing the valid ones) or a
    ///   scene without library code (the demo).
    public static func source(
        preset name: String, userPresets: [UserPreset] = [],
        viewport: Size
    ) throws(PlaygroundError) -> String {
        let scene = try PlaygroundCore.makeScene(named: name, userPresets: userPresets, viewport: viewport)
        do {
            return try source(of: scene, viewport: viewport).text
        } catch {
            throw PlaygroundError("--print-swift: preset '\(name)': \(error)")
        }
    }

    /// The Swift of `scene` as it is now, in a window of size `viewport`.
    ///
    /// - Throws: ``SwiftExportError/noLibraryCode(sceneName:)`` for a scene the library does
    ///   not make (the demo).
    static func source(of scene: any Scene, viewport: Size) throws(SwiftExportError) -> SwiftSource {
        guard let exportable = (scene as? any SavableScene)?.configuration as? any SwiftExportable else {
            throw .noLibraryCode(sceneName: scene.sceneName)
        }
        return try exportable.swiftSource(presetName: scene.presetName, viewport: viewport)
    }
}
