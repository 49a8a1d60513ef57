import VitrineFiles
import VitrineJSON

extension PresetsFile {
    /// The presets file at `path` as it is now (its bytes, or that there is none yet), to pass
    /// to ``save(_:to:expecting:replacing:)``: take it when the user starts saving, so that an
    /// edit made meanwhile in an editor is never overwritten.
    ///
    /// - Throws: ``PresetsSaveError/fileFailure(path:failure:)`` when something other than a
    ///   regular file is at `path` (a folder, a pipe, a device), it is over
    ///   ``maximumSize``, or it cannot be read.
    public static func snapshot(path: String) throws(PresetsSaveError) -> FileSnapshot {
        do {
            return try FileSnapshot.read(path, maximumSize: maximumSize)
        } catch {
            throw .fileFailure(path: path, failure: error)
        }
    }

    /// Throws unless `name` can name a saved preset: a valid name
    /// (``UserPreset/isValidName(_:)``) and not a built-in preset's. For a name prompt to check
    /// as the user types.
    public static func checkName(_ name: String) throws(PresetsSaveError) {
        guard UserPreset.isValidName(name) else { throw .invalidName(name) }
        guard !Presets.names.contains(name) else { throw .builtInName(name) }
    }

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
    /// - Throws: A ``PresetsSaveError`` saying why nothing was saved; the file is then as it was.
    public static func save(_ entry: PresetEntry, to path: String, expecting snapshot: FileSnapshot,
                            replacing: Bool) throws(PresetsSaveError) {
        try save(entry, to: path, expecting: snapshot, replacing: replacing, writer: .system)
    }

    /// ``save(_:to:expecting:replacing:)`` writing through `writer` (a full disk in tests).
    static func save(_ entry: PresetEntry, to path: String, expecting snapshot: FileSnapshot, replacing: Bool,
                     writer: DescriptorWriter) throws(PresetsSaveError) {
        try checkName(entry.name)
        let lock: FileUpdateLock
        do {
            lock = try FileUpdateLock(for: path)
        } catch {
            throw .fileFailure(path: path, failure: error)
        }
        defer { lock.release() }
        let current = try self.snapshot(path: path)
        if replacing, !current.hasSameContents(as: snapshot) { throw .changedOnDisk(path: path) }
        let bytes = try current.bytes.map { bytes throws(PresetsSaveError) in
            try edited(bytes, with: entry, path: path, replacing: replacing)
        } ?? PresetsFileEdit.newFile(with: entry)
        guard bytes.count <= maximumSize else { throw .tooLarge(path: path, size: bytes.count) }
        let saved = try? presets(in: String(decoding: bytes, as: UTF8.self), path: path)
        guard let preset = saved?.first(where: { $0.name == entry.name }), entry.isSaved(as: preset) else {
            throw .notReadBack(name: entry.name, path: path)
        }
        do {
            try FileUpdate.write(bytes, over: current, keepingBackup: true, writer: writer)
        } catch {
            switch error {
            case .changed: throw .changedOnDisk(path: path)
            case .failed(let failure): throw .fileFailure(path: path, failure: failure)
            }
        }
    }

    /// The presets file of `bytes` with `entry` added, or in place of the preset of its name
    /// when `replacing`.
    ///
    /// - Throws: ``PresetsSaveError/invalidFile(_:)`` when the file has problems, and
    ///   ``PresetsSaveError/nameExists(name:path:line:)`` when it has the name and not `replacing`.
    private static func edited(_ bytes: [UInt8], with entry: PresetEntry, path: String,
                               replacing: Bool) throws(PresetsSaveError) -> [UInt8] {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalidFile(PresetsFileError(path: path, problems: [], readFailure: "the file is not UTF-8 text"))
        }
        do {
            _ = try presets(in: text, path: path)
        } catch {
            throw .invalidFile(error)
        }
        // A valid file parses, and has a list of presets.
        guard let list = try? JSONParser.parse(text)["presets"], let presets = list.arrayValue else {
            throw .invalidFile(PresetsFileError(path: path, problems: [], readFailure: "the file has no list of presets"))
        }
        let edit = PresetsFileEdit(bytes: bytes)
        guard let old = presets.first(where: { $0["name"]?.stringValue == entry.name }) else {
            return edit.adding(entry, to: list)
        }
        guard replacing else { throw .nameExists(name: entry.name, path: path, line: old.position.line) }
        return edit.replacing(old, with: entry, in: list)
    }
}
