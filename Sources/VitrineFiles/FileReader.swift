#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files into memory with a limit on their size, and never blocks on what is not
/// a file: a folder, a device such as `/dev/zero` or a named pipe with no writer is refused
/// with a reason instead of crashing, reading for ever or waiting for ever.
///
/// ```swift
/// let bytes = try FileReader.read("presets.json", maximumSize: 1 << 20)
/// ```
public enum FileReader {
    /// The bytes of the file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file, as the user gave it (messages repeat it as it is).
    ///   - maximumSize: The largest number of bytes accepted.
    ///   - acceptsStreams: Whether a pipe, a terminal or another character device is read
    ///     too, until its end or `maximumSize` (standard input given as `/dev/stdin`). A named
    ///     pipe is then waited on until a program writes to it, as `cat` does.
    /// - Throws: A ``FileError`` naming the path and saying what was expected.
    public static func read(_ path: String, maximumSize: Int, acceptsStreams: Bool = false) throws(FileError) -> [UInt8] {
        try readWithStatus(path, maximumSize: maximumSize, acceptsStreams: acceptsStreams).bytes
    }

    /// The bytes of the file at `path`, with what `fstat` said of the file they were read from
    /// (which file it is, its version): see ``read(_:maximumSize:acceptsStreams:)``.
    static func readWithStatus(
        _ path: String, maximumSize: Int,
        acceptsStreams: Bool = false
    ) throws(FileError) -> (bytes: [UInt8], status: stat) {
        func failure(_ reason: String) -> FileError { FileError(path: path, reason: reason) }
        guard !path.isEmpty else { throw failure("an empty path; expected a file") }
        guard let kind = FileKind(path: path) else { throw failure(SystemError.reason()) }
        try check(kind, maximumSize: maximumSize, acceptsStreams: acceptsStreams, path: path)

        // A file that is not a stream is opened without blocking, so that one swapped for a
        // named pipe after the check cannot hang the open.
        let flags = O_RDONLY | O_CLOEXEC | O_NOCTTY | (kind.isStream ? 0 : O_NONBLOCK)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { throw failure(SystemError.reason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(SystemError.reason()) }
        try check(FileKind(status), maximumSize: maximumSize, acceptsStreams: acceptsStreams, path: path)
        return (try readAll(descriptor, maximumSize: maximumSize, path: path), status)
    }

    /// Throws unless a file of `kind` may be read under the limits.
    private static func check(_ kind: FileKind, maximumSize: Int, acceptsStreams: Bool, path: String) throws(FileError) {
        switch kind {
        case .regular(let size) where size > maximumSize:
            throw FileError(
                path: path,
                reason: "it is \(ByteCount.text(size)); the largest file accepted is "
                    + ByteCount.text(maximumSize))
        case .regular:
            return
        case .folder:
            throw FileError(path: path, reason: "it is a folder, expected a file")
        case .pipe, .characterDevice, .socket:
            guard acceptsStreams else {
                throw FileError(path: path, reason: "it is \(kind.description), expected a regular file")
            }
        case .blockDevice, .other:
            throw FileError(path: path, reason: "it is \(kind.description), expected a regular file")
        }
    }

    /// Reads `descriptor` to its end, failing once it has given more than `maximumSize` bytes.
    private static func readAll(_ descriptor: Int32, maximumSize: Int, path: String) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, reason: SystemError.reason())
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= maximumSize else {
                throw FileError(
                    path: path,
                    reason: "it holds more than the largest file accepted, "
                        + ByteCount.text(maximumSize))
            }
            bytes += chunk[..<count]
        }
    }
}

/// The system's `read`, which `FileReader.read` hides inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
