#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, as the file system says (`stat`, following symbolic links).
public enum FileKind: Sendable, Hashable {
    /// A regular file, of this many bytes.
    case regular(size: Int)
    /// A folder.
    case folder
    /// A named pipe (FIFO), or the pipe a shell gives as standard input.
    case pipe
    /// A character device: a terminal, `/dev/null`, `/dev/zero`, `/dev/full`.
    case characterDevice
    /// A block device: a disk.
    case blockDevice
    /// A Unix socket.
    case socket
    /// Something else.
    case other

    /// What `path` names, or `nil` when nothing is there (or it cannot be looked at).
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The kind `status` describes.
    init(_ status: stat) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .regular(size: Int(status.st_size))
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .pipe
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// Whether data flows through it rather than sitting in it: a pipe, a terminal or another
    /// character device, a socket.
    public var isStream: Bool {
        switch self {
        case .pipe, .characterDevice, .socket: true
        case .regular, .folder, .blockDevice, .other: false
        }
    }

    /// The kind in a few words, for messages: "a folder", "a named pipe (FIFO)".
    public var description: String {
        switch self {
        case .regular: "a regular file"
        case .folder: "a folder"
        case .pipe: "a named pipe (FIFO)"
        case .characterDevice: "a device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .other: "not a regular file"
        }
    }
}
