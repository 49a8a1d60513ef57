import VitrineFiles
import VitrineLive
import VitrinePlayground

/// The host reads the presets file; the core only reads its text (``PresetsFile/presets(in:path:)``).
extension PresetsFile {
    /// The presets of the file at `path`.
    ///
    /// - Throws: A ``PresetsFileError`` when the file cannot be read or has problems.
    /// The person's own types it names (`"swift"`) run by `liveCode`.
    public static func load(path: String, liveCode: any LiveCode = UnloadedLiveCode()) throws(PresetsFileError) -> [UserPreset] {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path, maximumSize: maximumSize)
        } catch {
            throw PresetsFileError(path: path, readFailure: "cannot read the presets file: \(error.reason)")
        }
        return try presets(in: bytes, path: path, liveCode: liveCode)
    }

    /// The names of the presets in the file at `path`, for `--list-presets`.
    ///
    /// - Throws: A ``PresetsFileError`` when the file cannot be read or has problems.
    public static func presetNames(path: String) throws(PresetsFileError) -> [String] {
        try load(path: path).map(\.name)
    }

    /// The presets file at `path` as it is now (its bytes, or that there is none yet), to pass
    /// to ``save(_:to:expecting:replacing:)``: take it when the user starts saving, so that an
    /// edit made meanwhile in an editor is never overwritten.
    ///
    /// - Throws: ``PresetsSaveError/fileFailure(path:reason:)`` when something other than a
    ///   regular file is at `path` (a folder, a pipe, a device), it is over
    ///   ``PresetsFile/maximumSize``, or it cannot be read.
    public static func snapshot(path: String) throws(PresetsSaveError) -> PresetsSnapshot {
        let file = try fileSnapshot(path: path)
        return PresetsSnapshot(path: path, bytes: file.bytes)
    }

    /// The file at `path` as it is now, with what ``FileUpdate`` needs to replace it.
    static func fileSnapshot(path: String) throws(PresetsSaveError) -> FileSnapshot {
        do {
            return try FileSnapshot.read(path, maximumSize: maximumSize)
        } catch {
            throw .fileFailure(path: path, failure: error)
        }
    }
}
