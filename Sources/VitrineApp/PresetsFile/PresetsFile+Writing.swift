import VitrineFiles
import VitrinePlayground

/// The host writes the presets file; the core makes its new bytes
/// (``PresetsFile/saving(_:into:path:replacing:)``).
extension PresetsFile {
    /// Saves `entry` into the presets file at `path`: a new file holding it when there is none;
    /// else the file with it after the last preset, or in place of the preset of its name when
    /// `replacing`. Every other byte of the file stays as it was; the new entry is indented as
    /// the file's presets are. The previous file is kept as `path.bak`, and the file is
    /// replaced in one step (it always holds the old presets or the new ones, whole), keeping
    /// its permissions.
    ///
    /// A file changed since `snapshot` (edited in an editor, or saved into by another window)
    /// gets the new preset added to it as it is now, the change kept: the read, the edit and
    /// the write happen under a ``FileUpdateLock``, so two windows saving into one file take
    /// turns and neither loses the other's presets. Replacing a preset of a file that changed
    /// is refused (``PresetsSaveError/changedOnDisk(path:)``): the preset the user agreed to
    /// replace may not be the one there now.
    ///
    /// ```swift
    /// let snapshot = try PresetsFile.snapshot(path: path)   // when the name prompt opens
    /// do {
    ///     try PresetsFile.save(entry, to: path, expecting: snapshot, replacing: false)
    /// } catch .nameExists {
    ///     // ask; if the user agrees:
    ///     try PresetsFile.save(entry, to: path, expecting: snapshot, replacing: true)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - snapshot: The file as the caller read it (``snapshot(path:)``), when the user
    ///     started saving.
    ///   - replacing: Whether a preset of the entry's name may be replaced (the user agreed).
    /// - Returns: Whether the previous file was kept as `path.bak` (there was one).
    /// - Throws: A ``PresetsSaveError`` saying why nothing was saved; the file is then as it was.
    @discardableResult
    public static func save(
        _ entry: PresetEntry, to path: String, expecting snapshot: PresetsSnapshot,
        replacing: Bool
    ) throws(PresetsSaveError) -> Bool {
        try save(entry, to: path, expecting: snapshot, replacing: replacing, writer: .system)
    }

    /// ``save(_:to:expecting:replacing:)`` writing through `writer` (a full disk in tests).
    @discardableResult
    static func save(
        _ entry: PresetEntry, to path: String, expecting snapshot: PresetsSnapshot, replacing: Bool,
        writer: DescriptorWriter
    ) throws(PresetsSaveError) -> Bool {
        try checkName(entry.name)
        let lock: FileUpdateLock
        do {
            lock = try FileUpdateLock(for: path)
        } catch {
            throw .fileFailure(path: path, failure: error)
        }
        defer { lock.release() }
        let current = try fileSnapshot(path: path)
        if replacing, current.bytes != snapshot.bytes { throw .changedOnDisk(path: path) }
        let bytes = try saving(entry, into: current.bytes, path: path, replacing: replacing)
        do {
            try FileUpdate.write(bytes, over: current, keepingBackup: true, writer: writer)
        } catch {
            switch error {
            case .changed: throw .changedOnDisk(path: path)
            case .failed(let failure): throw .fileFailure(path: path, failure: failure)
            }
        }
        return current.exists
    }
}
