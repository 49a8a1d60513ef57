import Foundation
import VitrinePlayground

/// Notices when the presets file changes on disk: its modification time or size differs from
/// the last look. Looks at most four times a second.
struct PresetsFileWatcher {
    /// What a look at the file sees; `nil` when it is not there.
    struct Stamp: Hashable {
        /// When the file was last written.
        var modified: Date
        /// Its size in bytes.
        var size: Int
    }

    /// The file watched.
    let path: String
    /// What the last look saw.
    private var stamp: Stamp?
    /// When to look next, in seconds since the start.
    private var nextLook = 0.0

    /// Seconds between looks.
    static let interval = 0.25

    /// Starts watching `path` as it is now.
    init(path: String) {
        self.path = path
        self.stamp = Self.stamp(of: path)
    }

    /// Whether the file changed since the last look (looking only when one is due at `now`).
    mutating func hasChanged(at now: Double) -> Bool {
        guard now >= nextLook else { return false }
        nextLook = now + Self.interval
        let current = Self.stamp(of: path)
        defer { stamp = current }
        return current != stamp
    }

    /// The file's stamp now.
    static func stamp(of path: String) -> Stamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let modified = attributes[.modificationDate] as? Date,
            let size = attributes[.size] as? NSNumber
        else { return nil }
        return Stamp(modified: modified, size: size.intValue)
    }
}
