#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file piece by piece, for output that grows as a program runs (an animated GIF of a
/// recording), so that it need not be kept in memory.
///
/// The pieces go to a new file beside the target, which takes the target's name in
/// ``finish(existing:)`` once complete, as ``FileWriter`` does with a whole file: until then
/// nothing is at the target, and a file that could not be finished is removed. The target
/// follows ``OutputTarget``: a symbolic link is written through (the file it leads to takes the
/// new file's place), a device or a pipe gets the pieces directly.
///
/// ```swift
/// let gif = try FileAppender(path: "out/run.gif")
/// try gif.append(header)
/// try gif.append(frame)
/// try gif.finish(existing: .keep)
/// ```
public final class FileAppender {
    /// The file's name once finished.
    public let path: String
    /// How many bytes were appended.
    public private(set) var byteCount = 0
    /// The new file the pieces go to; `nil` when they go straight to a device or a pipe.
    private let temporaryPath: String?
    /// The file that takes the new file's place: `path`, or where its links lead.
    private let target: String
    /// Its descriptor; -1 once finished or discarded.
    private var descriptor: Int32

    /// Starts a new file that will be called `path`.
    ///
    /// - Throws: A ``FileError`` when `path` names a folder, a link that leads nowhere, or a
    ///   place no file can be made in (see ``OutputTarget``).
    public init(path: String) throws(FileError) {
        guard !path.isEmpty, !Paths.namesFolder(path) else {
            throw FileError(path: path, reason: "it names a folder, expected a file")
        }
        self.path = path
        switch try OutputTarget(path: path) {
        case .stream:
            target = path
            temporaryPath = nil
            descriptor = try FileWriter.openStream(path)
        case .newFile:
            target = path
            (temporaryPath, descriptor) = try FileWriter.makeTemporaryFile(beside: path, path: path)
        case .file(let target):
            self.target = target
            (temporaryPath, descriptor) = try FileWriter.makeTemporaryFile(beside: target, path: path)
        }
    }

    deinit {
        discard()
    }

    /// Writes `bytes` after what was appended so far: all of them, or none.
    ///
    /// - Throws: A ``FileError`` with the system's reason (a full disk); the part of `bytes`
    ///   that was written to a file is taken back, so the file ends where it did before (a
    ///   device or a pipe cannot take back what it was given).
    public func append(_ bytes: [UInt8]) throws(FileError) {
        guard descriptor >= 0 else { throw FileError(path: path, reason: "it is already finished") }
        do throws(FileError) {
            try FileWriter.writeAll(bytes, to: descriptor, path: path)
        } catch {
            _ = ftruncate(descriptor, off_t(byteCount))
            _ = lseek(descriptor, off_t(byteCount), SEEK_SET)
            throw error
        }
        byteCount += bytes.count
    }

    /// Closes the file and gives it its name.
    ///
    /// - Throws: A ``FileError`` when the file cannot be closed or named (one is already there
    ///   and `existing` is ``FileWriter/Existing/keep``); the new file is then removed.
    public func finish(existing: FileWriter.Existing) throws(FileError) {
        guard descriptor >= 0 else { throw FileError(path: path, reason: "it is already finished") }
        let closing = descriptor
        descriptor = -1
        guard let temporaryPath else {
            try FileWriter.closeChecked(closing, path: path)
            return
        }
        do throws(FileError) {
            try FileWriter.closeChecked(closing, path: path)
            try FileWriter.moveIntoPlace(temporaryPath, at: target, path: path, existing: existing)
        } catch {
            unlink(temporaryPath)
            throw error
        }
    }

    /// Closes and removes the unfinished file; nothing is left at the target.
    public func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        if let temporaryPath { unlink(temporaryPath) }
    }
}
