/// Why ``FileUpdate`` left a file as it was.
public enum FileUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is no longer the one read: another program wrote, replaced, made or removed
    /// it since. Nothing was written; read it again and start over.
    case changed(path: String)
    /// It could not be written: the file (or its backup) and the system's reason.
    case failed(FileError)

    /// `PATH: reason`.
    public var description: String {
        switch self {
        case .changed(let path): "\(path): it changed on disk since it was read; nothing was written"
        case .failed(let error): error.description
        }
    }
}
