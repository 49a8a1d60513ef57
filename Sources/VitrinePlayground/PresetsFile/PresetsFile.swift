import VitrineJSON
import VitrineLive

/// A presets file: JSON with a list of presets that join the built-in ones (schema in
/// Docs/Presets-Files.md). Every problem is reported with its line, column and field; unknown keys are
/// problems too, so a misspelt setting never goes unnoticed.
///
/// The core only reads text and writes bytes: the host reads the file and writes it (see
/// ``PlaygroundRequest``).
public enum PresetsFile {
    /// The presets in `text`, read from the file at `path` (used in messages); their own types
    /// of the person's (`"swift"`) run by `liveCode` (by nothing, where the file is only checked).
    ///
    /// - Throws: A ``PresetsFileError`` listing every problem.
    public static func presets(
        in text: String, path: String,
        liveCode: any LiveCode = UnloadedLiveCode()
    ) throws(PresetsFileError) -> [UserPreset] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(text)
        } catch {
            throw PresetsFileError(
                path: path,
                problems: [
                    PresetsFileProblem(
                        position: error.position, field: "",
                        message: error.message)
                ])
        }
        var decoder = PresetsDecoder()
        decoder.liveCode = liveCode
        let presets = decoder.presets(in: document)
        guard decoder.problemCount == 0 else {
            let inFileOrder = decoder.problems.sorted {
                ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column)
            }
            throw PresetsFileError(path: path, problems: inFileOrder, problemCount: decoder.problemCount)
        }
        return presets
    }

    /// The presets in `bytes`, the contents of the file at `path`.
    ///
    /// - Throws: A ``PresetsFileError`` when they are not UTF-8 text or have problems.
    public static func presets(
        in bytes: [UInt8], path: String,
        liveCode: any LiveCode = UnloadedLiveCode()
    ) throws(PresetsFileError) -> [UserPreset] {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw PresetsFileError(path: path, problems: [], readFailure: "the file is not UTF-8 text")
        }
        return try presets(in: text, path: path, liveCode: liveCode)
    }

    /// The largest presets file read: 1 MiB holds about 12,000 presets, and reads and checks
    /// in about 0.12 s (a release build), on a thread away from the frames.
    public static let maximumSize = 1 << 20

    /// ``maximumSize`` for people, as messages write sizes ("1 MiB").
    static let maximumSizeText = "\(maximumSize >> 20) MiB"
}
