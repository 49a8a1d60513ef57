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
/// A path that names a device or a named pipe (`/dev/stdout`, `/dev/full`, a FIFO a program
/// reads) is written to directly; a pipe nobody reads is an error, not a wait.
public enum FileWriter {
    /// What to do when a file is already at the path.
    public enum Existing: Sendable {
        /// Replace it, in one step, once the new bytes are all written.
        case replace
        /// Leave it and fail with "it already exists".
        case keep
    }

    /// Writes `bytes` to the file at `path`.
    ///
    /// - Throws: A ``FileError`` naming the path with the system's reason ("No space left on
    ///   device") or what was expected ("it is a folder, expected a file").
    public static func write(_ bytes: [UInt8], to path: String, existing: Existing = .replace) throws(FileError) {
        guard !path.isEmpty else { throw FileError(path: path, reason: "an empty path; expected a file") }
        guard !Paths.namesFolder(path) else {
            throw FileError(path: path, reason: "it names a folder (it ends with '/', '.' or '..'), expected a file")
        }
        switch FileKind(path: path) {
        case .folder?:
            throw FileError(path: path, reason: "it is a folder, expected a file")
        case .regular? where existing == .keep:
            throw FileError(path: path, reason: "it already exists")
        case .regular?, nil:
            try writeThroughNewFile(bytes, path: path, existing: existing)
        case .blockDevice?, .other?:
            // A disk is never replaced by a file, nor written into.
            throw FileError(path: path, reason: "it is not a regular file, a device or a pipe; expected a file")
        case .pipe?, .characterDevice?, .socket?:
            try writeToStream(bytes, path: path)
        }
    }

    /// Writes to a device or a pipe as it is.
    private static func writeToStream(_ bytes: [UInt8], path: String) throws(FileError) {
        // Opened without blocking, so that a pipe with no reader fails at once (ENXIO).
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileError(path: path, reason: SystemError.reason()) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let written = Result { () throws(FileError) in try writeAll(bytes, to: descriptor, path: path) }
        let closed = Result { () throws(FileError) in try closeChecked(descriptor, path: path) }
        try written.get()
        try closed.get()
    }

    /// Writes a new file beside `path` and moves it to `path`.
    private static func writeThroughNewFile(_ bytes: [UInt8], path: String, existing: Existing) throws(FileError) {
        let (temporary, descriptor) = try makeTemporaryFile(beside: path)
        let written = Result { () throws(FileError) in try writeAll(bytes, to: descriptor, path: path) }
        let closed = Result { () throws(FileError) in try closeChecked(descriptor, path: path) }
        do throws(FileError) {
            try written.get()
            try closed.get()
            try moveIntoPlace(temporary, path: path, existing: existing)
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Makes a new empty file in the folder of `path`, with a name of its own; returns its
    /// path and an open descriptor for writing.
    static func makeTemporaryFile(beside path: String) throws(FileError) -> (path: String, descriptor: Int32) {
        let temporary = "\(Paths.folder(of: path))/.vitrine-\(getpid())-\(nextTemporaryNumber()).partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileError(path: path, reason: SystemError.reason()) }
        return (temporary, descriptor)
    }

    /// Gives the complete file at `temporary` the name `path`, in one step.
    static func moveIntoPlace(_ temporary: String, path: String, existing: Existing) throws(FileError) {
        switch existing {
        case .replace:
            guard rename(temporary, path) == 0 else { throw FileError(path: path, reason: SystemError.reason()) }
        case .keep:
            // link fails rather than replace a file that appeared meanwhile.
            guard link(temporary, path) == 0 else {
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
