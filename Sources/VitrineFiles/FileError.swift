/// Why a file could not be read or written: the path as given and the reason, in words.
public struct FileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The path, exactly as the user or the file gave it.
    public var path: String
    /// What went wrong, such as "it is a folder, expected a file" or the system's
    /// "No space left on device".
    public var reason: String

    /// Creates an error for `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `PATH: reason`.
    public var description: String { "\(path): \(reason)" }
}
