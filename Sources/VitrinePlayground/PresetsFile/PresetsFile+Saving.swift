import VitrineJSON

extension PresetsFile {
    /// Throws unless `name` can name a saved preset: a valid name
    /// (``UserPreset/isValidName(_:)``) and not a built-in preset's. For a name prompt to check
    /// as the user types.
    public static func checkName(_ name: String) throws(PresetsSaveError) {
        guard UserPreset.isValidName(name) else { throw .invalidName(name) }
        guard !Presets.names.contains(name) else { throw .builtInName(name) }
    }

    /// The presets file at `path` with `entry` saved into it: a new file holding it when there
    /// is none (`bytes` is `nil`); else the file with it after the last preset, or in place of
    /// the preset of its name when `replacing`. Every other byte stays as it was; the new entry
    /// is indented as the file's presets are. Only bytes in and bytes out: the host reads the
    /// file, and writes what this returns (see ``PlaygroundRequest/savePreset(_:path:expecting:replacing:)``).
    ///
    /// ```swift
    /// let new = try PresetsFile.saving(entry, into: nil, path: "p.json", replacing: false)
    /// // {
    /// //   "presets": [
    /// //     { "name": …, "scene": … }
    /// //   ]
    /// // }
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The file as it is now, or `nil` when there is none.
    ///   - replacing: Whether a preset of the entry's name may be replaced (the user agreed).
    /// - Throws: A ``PresetsSaveError`` saying why nothing may be saved: the name
    ///   (``checkName(_:)``), a file with problems, a name the file has and not `replacing`, a
    ///   file that would be over ``maximumSize``, or an entry that would not read back as it is.
    public static func saving(
        _ entry: PresetEntry, into bytes: [UInt8]?, path: String,
        replacing: Bool
    ) throws(PresetsSaveError) -> [UInt8] {
        try checkName(entry.name)
        let saved =
            try bytes.map { bytes throws(PresetsSaveError) in
                try edited(bytes, with: entry, path: path, replacing: replacing)
            } ?? PresetsFileEdit.newFile(with: entry)
        guard saved.count <= maximumSize else { throw .tooLarge(path: path, size: saved.count) }
        let presets = try? presets(in: String(decoding: saved, as: UTF8.self), path: path)
        guard let preset = presets?.first(where: { $0.name == entry.name }), entry.isSaved(as: preset) else {
            throw .notReadBack(name: entry.name, path: path)
        }
        return saved
    }

    /// The presets file of `bytes` with `entry` added, or in place of the preset of its name
    /// when `replacing`.
    ///
    /// - Throws: ``PresetsSaveError/invalidFile(_:)`` when the file has problems, and
    ///   ``PresetsSaveError/nameExists(name:path:line:)`` when it has the name and not `replacing`.
    private static func edited(
        _ bytes: [UInt8], with entry: PresetEntry, path: String,
        replacing: Bool
    ) throws(PresetsSaveError) -> [UInt8] {
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
