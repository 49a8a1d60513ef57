/// Why a presets file could not be used: it cannot be read, or what is wrong in it, each
/// problem with its line and field.
public struct PresetsFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as it was named.
    public var path: String
    /// The problems in file order; empty when the file could not be read at all.
    public var problems: [PresetsFileProblem]
    /// Why the file could not be read, when it could not.
    public var readFailure: String? = nil

    /// One line per problem, each starting with `path:line:column:`.
    public var description: String {
        if let readFailure { return "\(path): \(readFailure)" }
        return problems.map { "\(path):\($0)" }.joined(separator: "\n")
    }
}
