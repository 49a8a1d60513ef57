#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the bytes written to a path go: the one rule every output of the program follows
/// (``FileWriter``, ``FileAppender``, ``FileUpdate``).
///
/// - A path where nothing is gets a new regular file.
/// - A regular file is replaced in one step: the new bytes go to a file beside it, which is
///   renamed over it.
/// - A symbolic link is written *through*: the file it leads to is the one replaced (beside
///   that file, in its folder), and the link stays a link. A link that leads nowhere, that
///   loops or that leads to a folder is an error naming the path.
/// - A character device, a named pipe or a socket (`/dev/null`, `/dev/full`, a terminal,
///   `/dev/stdout` when it is a pipe) is written to directly: nothing is renamed over it.
/// - A folder or a disk (a block device) is never written.
///
/// ```swift
/// switch try OutputTarget(path: "shot.png") {   // a link to ../shots/today.png
/// case .file(let target): print(target)        // "/home/me/shots/today.png"
/// case .newFile, .stream: break
/// }
/// ```
public enum OutputTarget: Sendable, Equatable {
    /// Nothing is at the path: a new file goes there.
    case newFile
    /// A regular file, at `target`: the path itself, or where its symbolic links lead. It is
    /// replaced by renaming a new file (made in the folder of `target`) over `target`.
    case file(target: String)
    /// A character device, a named pipe or a socket, written to directly through the path.
    case stream

    /// Where bytes written to `path` go.
    ///
    /// - Throws: A ``FileError`` naming `path` when no file can be written there: an empty
    ///   path or one that names a folder, a folder or a disk at the path, a symbolic link that
    ///   leads nowhere, loops or leads to a folder, a relative path while the working folder
    ///   has been deleted, or a path the system cannot look at (its reason).
    public init(path: String) throws(FileError) {
        func failure(_ reason: String) -> FileError { FileError(path: path, reason: reason) }
        guard !path.isEmpty else { throw failure("an empty path; expected a file") }
        guard !Paths.namesFolder(path) else {
            throw failure("it names a folder (it ends with '/', '.' or '..'), expected a file")
        }
        try WorkingFolder.check(for: path)
        var link = stat()
        guard lstat(path, &link) == 0 else {
            guard errno == ENOENT else { throw failure(SystemError.reason()) }
            self = .newFile
            return
        }
        var target = path
        var status = link
        if link.st_mode & S_IFMT == S_IFLNK {
            (target, status) = try Self.resolveLink(path)
        }
        switch FileKind(status) {
        case .regular:
            self = .file(target: target)
        case .pipe, .characterDevice, .socket:
            self = .stream
        case .folder where target != path:
            throw failure("it is a symbolic link to a folder (\(target)), expected a file")
        case .folder:
            throw failure("it is a folder, expected a file")
        case .blockDevice, .other:
            // A disk is never replaced by a file, nor written into.
            throw failure("it is not a regular file, a device or a pipe; expected a file")
        }
    }

    /// Whether something (a file, a folder, a symbolic link, even one that leads nowhere) has
    /// the name `path`, so that a new file must take another name. A path the system cannot
    /// look at is not taken: writing there then says why (a loop looking for a free name ends).
    public static func isTaken(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Where the symbolic link at `path` leads, in the end, and what is there; for a
    /// descriptor's link (`/dev/stdout` to a pipe) that has no path, the link itself.
    ///
    /// - Throws: A ``FileError`` naming `path` when the link leads nowhere or loops.
    static func resolveLink(_ path: String) throws(FileError) -> (target: String, status: stat) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            switch code {
            case ENOENT:
                throw FileError(
                    path: path,
                    reason: "it is a symbolic link to \(linkText(path)), which does not exist; "
                        + "expected a file or a link to one")
            case ELOOP:
                throw FileError(
                    path: path,
                    reason: "it is a symbolic link that loops (too many levels of "
                        + "symbolic links); expected a file or a link to one")
            default:
                throw FileError(path: path, reason: SystemError.reason(code))
            }
        }
        // Devices and pipes are written through the link as they are: a pipe has no path.
        guard !FileKind(status).isStream else { return (path, status) }
        guard let resolved = realpath(path, nil) else {
            throw FileError(
                path: path,
                reason: "it is a symbolic link to a file that has no path of its own "
                    + "(\(SystemError.reason())); expected a file or a link to one")
        }
        defer { free(resolved) }
        return (String(cString: resolved), status)
    }

    /// What the symbolic link at `path` says, as written in it: `"../shots/a.png"`.
    static func linkText(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "a file" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
