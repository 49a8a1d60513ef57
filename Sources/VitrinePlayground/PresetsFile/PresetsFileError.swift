/// Why a presets file could not be used: it cannot be read, or what is wrong in it, each
/// problem with its line and field.
public struct PresetsFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as it was named.
    var path: String
    /// The problems in file order; empty when the file could not be read at all.
    var problems: [PresetsFileProblem]
    /// Why the file could not be read, when it could not.
    var readFailure: String? = nil
    /// How many problems there are in all, more than ``problems`` holds when there were very
    /// many.
    var problemCount: Int

    /// The error of the file at `path` that could not be read, for `readFailure` (a folder in
    /// the way, not UTF-8 text).
    public init(path: String, readFailure: String) {
        self.init(path: path, problems: [], readFailure: readFailure)
    }

    /// The most problems ``description`` lists; the rest are counted.
    static let listedProblemLimit = 20

    /// Creates the error of a file with `problems` (of `problemCount` in all), or of one that
    /// could not be read.
    init(path: String, problems: [PresetsFileProblem], problemCount: Int? = nil, readFailure: String? = nil) {
        self.path = path
        self.problems = problems
        self.problemCount = problemCount ?? problems.count
        self.readFailure = readFailure
    }

    /// One line per problem, each starting with `path:line:column:`, at most
    /// ``listedProblemLimit``, then how many more there are.
    public var description: String {
        if let readFailure { return "\(path): \(readFailure)" }
        let listed = problems.prefix(Self.listedProblemLimit).map { "\(path):\($0)" }
        let more = problemCount - listed.count
        return (listed + (more > 0 ? ["\(path): … and \(more) more problem\(more == 1 ? "" : "s")"] : []))
            .joined(separator: "\n")
    }
}
