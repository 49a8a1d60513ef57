#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps other programs that take the same lock from updating a file while this one reads it,
/// changes it and writes it back with ``FileUpdate``: two windows saving into one presets file
/// then take turns, and each builds on what the other wrote instead of writing over it.
///
/// The lock is the system's `flock` on the folder that holds the file (where its symbolic links
/// lead): the file itself cannot carry it, since every update renames a new file over it, and a
/// folder needs no lock file left beside the user's. It lasts until ``release()`` or until the
/// value goes away. A program that does not take it (an editor) is still caught by
/// ``FileUpdate``'s last look before the rename.
///
/// ```swift
/// let lock = try FileUpdateLock(for: "presets.json")
/// defer { lock.release() }
/// let snapshot = try FileSnapshot.read("presets.json", maximumSize: 1 << 20)
/// try FileUpdate.write(edited(snapshot), over: snapshot)
/// ```
public final class FileUpdateLock {
    /// The locked folder's descriptor; -1 once released, or when the folder could not be opened.
    private var descriptor: Int32

    /// How long to wait for another program's update, in seconds, before giving up: an update
    /// takes milliseconds, so a longer wait means a program holding the lock for its own ends.
    public static let patience = 5.0

    /// Waits (at most ``patience``) until no other program updates the file at `path`, and
    /// holds the lock from then on. A folder this process may not read cannot be locked; then
    /// nothing is held, and only ``FileUpdate``'s own checks guard the update.
    ///
    /// - Throws: A ``FileError`` naming `path` when another program held the lock all along.
    public init(for path: String) throws(FileError) {
        let folder = Paths.folder(of: Self.target(of: path))
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        var waited = 0.0
        let step = 0.005
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                // A file system without locks: nothing to wait for.
                release()
                return
            }
            guard waited < Self.patience else {
                release()
                throw FileError(
                    path: path,
                    reason: "another program has been updating it for \(Int(Self.patience)) s "
                        + "(it holds the lock on the folder \(folder)); nothing was written")
            }
            usleep(useconds_t(step * 1_000_000))
            waited += step
        }
    }

    deinit {
        release()
    }

    /// Lets other programs update the file.
    public func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    /// Where the symbolic links at `path` lead, or `path` itself (also when a link leads
    /// nowhere: reading the file says why).
    private static func target(of path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
            let resolved = try? OutputTarget.resolveLink(path)
        else { return path }
        return resolved.target
    }
}
