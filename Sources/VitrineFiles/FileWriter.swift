import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole files so that a failure is always reported and never leaves a broken file: the
/// bytes go to a new file beside the target, which takes the target's name only once every
/// byte was written and the file closed without error. On a full disk the target is left as it
/// was (absent, or its old contents) and the error says why.
///
/// Where the bytes go follows ``OutputTarget``: a symbolic link is written through (the file it
/// leads to is replaced, keeping its permissions, and the link stays), and a path that names a
/// device or a named pipe (`/dev/stdout`, `/dev/full`, a FIFO a program reads) is written to
/// directly; a pipe nobody reads is an error, not a wait.
public enum FileWriter {
    /// What to do when a file is already at the path.
    public enum Existing: Sendable {
        /// Replace it, in one step, once the new bytes are all written.
        case replace
        /// Leave it and fail with "it already exists". A device or a pipe is still written to:
        /// nothing is kept in it to overwrite.
        case keep
    }

    /// Writes `bytes` to the file at `path`.
    ///
    /// - Throws: A ``FileError`` naming the path with the system's reason ("No space left on
    ///   device") or what was expected ("it is a folder, expected a file").
    public static func write(_ bytes: [UInt8], to path: String, existing: Existing = .replace) throws(FileError) {
        switch try OutputTarget(path: path) {
        case .newFile:
            try writeThroughNewFile(bytes, path: path, target: path, existing: existing)
        case .file where existing == .keep:
            throw FileError(path: path, reason: "it already exists")
        case .file(let target):
            try writeThroughNewFile(bytes, path: path, target: target, existing: existing)
        case .stream:
            try writeToStream(bytes, path: path)
        }
    }

    /// Writes to a device or a pipe as it is.
    private static func writeToStream(_ bytes: [UInt8], path: String) throws(FileError) {
        let descriptor = try openStream(path)
        let written = Result { () throws(FileError) in try writeAll(bytes, to: descriptor, path: path) }
        let closed = Result { () throws(FileError) in try closeChecked(descriptor, path: path) }
        try written.get()
        try closed.get()
    }

    /// Opens the device or pipe at `path` for writing, as it is (no new file, no truncation);
    /// returns its descriptor, which blocks as writes usually do.
    ///
    /// - Throws: A ``FileError`` with the reason; a pipe with no reader fails at once (ENXIO)
    ///   rather than wait for one.
    static func openStream(_ path: String) throws(FileError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileError(path: path, reason: SystemError.reason()) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// Writes a new file beside `target` (the file `path` names, or leads to) and moves it to
    /// `target`, with the permissions of the file it replaces.
    private static func writeThroughNewFile(
        _ bytes: [UInt8], path: String, target: String,
        existing: Existing
    ) throws(FileError) {
        let (temporary, descriptor) = try makeTemporaryFile(beside: target, path: path)
        if let old = FileStatus(path: target) {
            _ = fchmod(descriptor, mode_t(old.permissions))
        }
        let written = Result { () throws(FileError) in try writeAll(bytes, to: descriptor, path: path) }
        let closed = Result { () throws(FileError) in try closeChecked(descriptor, path: path) }
        do throws(FileError) {
            try written.get()
            try closed.get()
            try moveIntoPlace(temporary, at: target, path: path, existing: existing)
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Makes a new empty file in the folder of `target`, with a name of its own; returns its
    /// path and an open descriptor for writing. An error names `path` (the path as given,
    /// which may be a link to `target`).
    static func makeTemporaryFile(beside target: String, path: String) throws(FileError) -> (path: String, descriptor: Int32) {
        try WorkingFolder.check(for: target)
        let temporary = "\(Paths.folder(of: target))/.vitrine-\(getpid())-\(nextTemporaryNumber()).partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileError(path: path, reason: SystemError.reason()) }
        return (temporary, descriptor)
    }

    /// Gives the complete file at `temporary` the name `target`, in one step; an error names
    /// `path`, the path as given (`target` is where its links lead).
    static func moveIntoPlace(
        _ temporary: String, at target: String, path: String,
        existing: Existing
    ) throws(FileError) {
        switch existing {
        case .replace:
            guard rename(temporary, target) == 0 else { throw FileError(path: path, reason: SystemError.reason()) }
        case .keep:
            // link fails rather than replace a file (or a link) that appeared meanwhile.
            guard link(temporary, target) == 0 else {
                throw FileError(path: path, reason: errno == EEXIST ? "it already exists" : SystemError.reason())
            }
            unlink(temporary)
        }
    }

    /// Writes every byte of `bytes` to `descriptor`; reports the first failure (a full disk).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileError) {
        var failure: Int32?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else {
                    failure = written < 0 ? errno : ENOSPC
                    return
                }
                offset += written
            }
        }
        if let failure { throw FileError(path: path, reason: SystemError.reason(failure)) }
    }

    /// Closes `descriptor`; a failure to (a delayed write that found the disk full) is an error.
    static func closeChecked(_ descriptor: Int32, path: String) throws(FileError) {
        guard close(descriptor) == 0 || errno == EINTR else { throw FileError(path: path, reason: SystemError.reason()) }
    }

    /// A number for the next temporary file of this process.
    private static func nextTemporaryNumber() -> Int {
        temporaryCounter.withLock { count in
            count += 1
            return count
        }
    }

    /// How many temporary files this process has named.
    private static let temporaryCounter = Mutex(0)
}

/// The system's `write`, which `FileWriter.write` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
