#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says of a regular file that matters when it is replaced: which file it is
/// (device and inode), which version (size and modification time), and the permissions and
/// owner its replacement keeps.
struct FileStatus: Equatable, Sendable {
    /// The device the file is on.
    var device: UInt64
    /// Its inode on that device.
    var inode: UInt64
    /// Its size in bytes.
    var size: Int
    /// When it was last written: seconds since 1970, then nanoseconds.
    var modified: (seconds: Int, nanoseconds: Int)
    /// Its permission bits, `0o644` for `rw-r--r--` (with set-user-ID, set-group-ID and sticky).
    var permissions: UInt32
    /// The user that owns it.
    var owner: UInt32
    /// Its group.
    var group: UInt32

    /// The parts of `status` that matter.
    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int(status.st_size)
        #if canImport(Darwin)
            modified = (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
        #else
            modified = (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
        #endif
        permissions = UInt32(status.st_mode) & 0o7777
        owner = UInt32(status.st_uid)
        group = UInt32(status.st_gid)
    }

    /// The status of the file at `path` (symbolic links followed), or `nil` when nothing is
    /// there or it cannot be looked at.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// Whether `other` is this file at this version: the same device, inode, size and
    /// modification time. A program that writes the file in place or replaces it changes one.
    func isSameVersion(as other: FileStatus) -> Bool {
        device == other.device && inode == other.inode && size == other.size && modified == other.modified
    }

    /// Whether nobody may write the file: no write permission for its owner, its group or
    /// others (`chmod a-w`). Such a file is meant to stay as it is, even for the superuser.
    var isReadOnly: Bool {
        permissions & 0o222 == 0
    }

    /// Every field equal.
    static func == (lhs: FileStatus, rhs: FileStatus) -> Bool {
        lhs.isSameVersion(as: rhs) && lhs.permissions == rhs.permissions && lhs.owner == rhs.owner
            && lhs.group == rhs.group
    }
}
