import VitrineGeometry
import VitrinePlayground

extension App {
    /// The flags `--print-swift` takes beside itself; every other one is refused with it.
    public static let printSwiftFlags = ["--preset", "--presets", "--width", "--height"]

    /// What `vitrine --print-swift` prints: the Swift of `preset` (built-in, or from the
    /// presets file at `presetsPath`) in a window of `width` × `height`, without opening one.
    ///
    /// - Throws: A ``PlaygroundError`` for a presets file that cannot be read, an unknown
    ///   preset, or a scene without library code (the demo).
    public static func swiftSource(preset: String, presetsPath: String?, width: Int, height: Int) throws(PlaygroundError)
        -> String
    {
        var userPresets: [UserPreset] = []
        if let presetsPath {
            do {
                userPresets = try PresetsFile.load(path: presetsPath)
            } catch {
                throw PlaygroundError(error.description)
            }
        }
        return try SwiftExport.source(
            preset: preset, userPresets: userPresets,
            viewport: Size(width: Double(width), height: Double(height)))
    }
}
