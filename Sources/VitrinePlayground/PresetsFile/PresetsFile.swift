import VitrineFiles
import VitrineJSON

/// A presets file: JSON with a list of presets that join the built-in ones (schema in the
/// README). Every problem is reported with its line, column and field; unknown keys are
/// problems too, so a misspelt setting never goes unnoticed.
public enum PresetsFile {
    /// The presets in `text`, read from the file at `path` (used in messages).
    ///
    /// - Throws: A ``PresetsFileError`` listing every problem.
    static func presets(in text: String, path: String) throws(PresetsFileError) -> [UserPreset] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(text)
        } catch {
            throw PresetsFileError(path: path, problems: [PresetsFileProblem(position: error.position, field: "",
                                                                                message: error.message)])
        }
        var decoder = PresetsDecoder()
        let presets = decoder.presets(in: document)
        guard decoder.problemCount == 0 else {
            let inFileOrder = decoder.problems.sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
            throw PresetsFileError(path: path, problems: inFileOrder, problemCount: decoder.problemCount)
        }
        return presets
    }

    /// The presets of the file at `path`.
    ///
    /// - Throws: A ``PresetsFileError`` when the file cannot be read or has problems.
    public static func load(path: String) throws(PresetsFileError) -> [UserPreset] {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path, maximumSize: maximumSize)
        } catch {
            throw PresetsFileError(path: path, problems: [], readFailure: "cannot read the presets file: \(error.reason)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw PresetsFileError(path: path, problems: [], readFailure: "the file is not UTF-8 text")
        }
        return try presets(in: text, path: path)
    }

    /// The largest presets file read: 1 MiB holds about 12,000 presets, and reads and checks
    /// in about 0.12 s (a release build), on a thread away from the frames.
    static let maximumSize = 1 << 20

    /// The names of the presets in the file at `path`, for `--list-presets`.
    ///
    /// - Throws: A ``PresetsFileError`` when the file cannot be read or has problems.
    public static func presetNames(path: String) throws(PresetsFileError) -> [String] {
        try load(path: path).map(\.name)
    }
}
