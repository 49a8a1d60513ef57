/// One message of the Swift compiler about a person's file, as the window shows it: where,
/// what, and the line it is about.
public struct LiveSwiftDiagnostic: Hashable, Sendable {
    /// How serious it is.
    public enum Severity: String, Hashable, Sendable {
        /// The file did not compile.
        case error
        /// The file compiled; something may still be wrong.
        case warning
    }

    /// The file, as the person named it.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// Error or warning.
    public var severity: Severity
    /// The compiler's message: "cannot find 'foo' in scope".
    public var message: String
    /// The line of the file it is about, as written, when the compiler quoted it.
    public var sourceLine: String?

    /// A diagnostic from its parts.
    public init(file: String, line: Int, column: Int, severity: Severity, message: String, sourceLine: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.sourceLine = sourceLine
    }

    /// "spiral.swift:12:5".
    public var location: String { "\(file):\(line):\(column)" }

    /// "spiral.swift:12:5: error: cannot find 'foo' in scope", as the compiler writes it.
    public var summary: String { "\(location): \(severity.rawValue): \(message)" }
}
