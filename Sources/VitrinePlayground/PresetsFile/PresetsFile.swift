import Foundation

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
        guard decoder.problems.isEmpty else {
            let inFileOrder = decoder.problems.sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
            throw PresetsFileError(path: path, problems: inFileOrder)
        }
        return presets
    }

    /// The presets of the file at `path`.
    ///
    /// - Throws: A ``PresetsFileError`` when the file cannot be read or has problems.
    static func load(path: String) throws(PresetsFileError) -> [UserPreset] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PresetsFileError(path: path, problems: [], readFailure: "cannot read the file (is the path right?)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw PresetsFileError(path: path, problems: [], readFailure: "the file is not UTF-8 text")
        }
        return try presets(in: text, path: path)
    }

    /// The names of the presets in the file at `path`, for `--list-presets`.
    ///
    /// - Throws: A ``PresetsFileError`` when the file cannot be read or has problems.
    public static func presetNames(path: String) throws(PresetsFileError) -> [String] {
        try load(path: path).map(\.name)
    }
}
