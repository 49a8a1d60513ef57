import VitrineJSON

/// One thing wrong in a presets file: where, which field, and what was expected.
struct PresetsFileProblem: Hashable, Sendable, CustomStringConvertible {
    /// The line and column in the file.
    var position: JSONPosition
    /// The field, as a path from the top: `presets[1].path.angle`; empty for the whole file.
    var field: String
    /// What was wrong and what was expected.
    var message: String

    /// "12:9: presets[1].path.angle: expected a number from 0.00 to 3.14, found 7".
    var description: String {
        "\(position): " + (field.isEmpty ? "" : "\(field): ") + message
    }

    /// The line the problem is on, from 1.
    var line: Int { position.line }
}
