/// The Swift of a scene that Ctrl+C asks the host to deliver: printed on standard output,
/// saved as ``fileName`` in the current folder, and put on the clipboard.
public struct SwiftExportFile: Hashable, Sendable {
    /// The preset the scene started from: "coverflow".
    public let presetName: String
    /// The Swift source, ending with a newline.
    public var text: String
    /// The person's own types the scene uses, whose declarations the host adds to ``text``.
    public var liveTypes: [LiveTypeUse] = []

    /// The file it is saved as: the preset's name (a safe file name stem) with `.swift`.
    public var fileName: String { presetName + ".swift" }
}
