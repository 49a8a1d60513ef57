#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file as a program read it: its bytes, or that there was no file, and which file and
/// version it was, so that a later change can make sure nothing else changed the file
/// meanwhile (``FileUpdate``).
///
/// ```swift
/// let before = try FileSnapshot.read("presets.json", maximumSize: 1 << 20)
/// // … the user thinks …
/// let now = try FileSnapshot.read("presets.json", maximumSize: 1 << 20)
/// guard now.hasSameContents(as: before) else { /* another program edited it */ }
/// ```
public struct FileSnapshot: Sendable, Equatable {
    /// The path, as the user gave it (messages repeat it as it is).
    public let path: String
    /// The file the path names: `path` itself, or the file a symbolic link at `path` leads
    /// to, which is the one to replace (replacing the link would cut it).
    public let target: String
    /// The file's bytes, or `nil` when there was no file.
    public let bytes: [UInt8]?
    /// Which file it was and its version; `nil` when there was no file.
    let status: FileStatus?

    /// Whether there was a file.
    public var exists: Bool { bytes != nil }

    /// Whether `other` saw the same contents: the same bytes, or no file either. A file
    /// written again with the same bytes (or only touched) counts as unchanged.
    public func hasSameContents(as other: FileSnapshot) -> Bool {
        bytes == other.bytes
    }

    /// Reads the file at `path`: a regular file of at most `maximumSize` bytes, or nothing.
    ///
    /// - Throws: A ``FileError`` naming `path` when something other than a regular file is
    ///   there (a folder, a named pipe, a device: refused without waiting on it), it is too
    ///   large, it is a symbolic link that leads nowhere, loops or leads to a folder, it is
    ///   relative to a working folder that has been deleted, or it cannot be read.
    public static func read(_ path: String, maximumSize: Int) throws(FileError) -> FileSnapshot {
        guard !path.isEmpty else { throw FileError(path: path, reason: "an empty path; expected a file") }
        guard !Paths.namesFolder(path) else {
            throw FileError(path: path, reason: "it names a folder (it ends with '/', '.' or '..'), expected a file")
        }
        try WorkingFolder.check(for: path)
        var link = stat()
        guard lstat(path, &link) == 0 else {
            guard errno == ENOENT else { throw FileError(path: path, reason: SystemError.reason()) }
            return FileSnapshot(path: path, target: path, bytes: nil, status: nil)
        }
        var target = path
        if link.st_mode & S_IFMT == S_IFLNK {
            let resolved = try OutputTarget.resolveLink(path)
            if FileKind(resolved.status) == .folder {
                throw FileError(path: path, reason: "it is a symbolic link to a folder (\(resolved.target)), expected a file")
            }
            target = resolved.target
        }
        let (bytes, status) = try FileReader.readWithStatus(path, maximumSize: maximumSize)
        return FileSnapshot(path: path, target: target, bytes: bytes, status: FileStatus(status))
    }

    /// Whether the file at ``target`` is still the one read, at the same version; for no file,
    /// whether there is still none.
    func isCurrent() -> Bool {
        guard let status else {
            var current = stat()
            return lstat(target, &current) != 0 && errno == ENOENT
        }
        return FileStatus(path: target).map { $0.isSameVersion(as: status) } ?? false
    }
}
