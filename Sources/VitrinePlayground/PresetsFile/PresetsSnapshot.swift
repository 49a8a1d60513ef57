/// A presets file as the host read it when the save prompt opened: its bytes, or that there was
/// no file. A save that would replace a preset is refused when the file no longer has these
/// contents (another program changed it meanwhile), so that no one's edit is lost.
///
/// A plain value: the core holds it without ever touching the file.
///
/// ```swift
/// let before = PresetsSnapshot(path: "p.json", bytes: Array(#"{"presets": []}"#.utf8))
/// let none = PresetsSnapshot(path: "p.json", bytes: nil)
/// before.hasSameContents(as: none)   // false
/// ```
public struct PresetsSnapshot: Equatable, Sendable {
    /// The file, as it was named.
    public var path: String
    /// The file's bytes, or `nil` when there was no file.
    public var bytes: [UInt8]?

    /// A snapshot of the file at `path` holding `bytes` (`nil`: no file).
    public init(path: String, bytes: [UInt8]?) {
        self.path = path
        self.bytes = bytes
    }

    /// Whether there was a file.
    public var exists: Bool { bytes != nil }

    /// Whether `other` saw the same contents: the same bytes, or no file either.
    func hasSameContents(as other: PresetsSnapshot) -> Bool {
        bytes == other.bytes
    }
}
