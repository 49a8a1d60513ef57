/// A place in a JSON document, given as a 1-based line and column.
///
/// Lines are separated by a line feed, a carriage return, or a carriage
/// return followed by a line feed. Columns count Unicode scalars, so a tab,
/// an "é" written as a single scalar, and an emoji each take one column.
public struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
    /// The line number, starting at 1.
    public var line: Int

    /// The column number in Unicode scalars, starting at 1.
    public var column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position written as `line:column`, for example `12:9`.
    public var description: String {
        "\(line):\(column)"
    }
}
