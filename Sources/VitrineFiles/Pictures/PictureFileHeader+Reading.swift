#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PictureFileHeader {
    /// Reads the header of the picture file at `path`, touching only the bytes it needs.
    ///
    /// - Throws: ``PictureFileProblem/unreadable(_:)`` when the path is not a regular file that
    ///   can be opened, else what ``init(fileSize:bytes:)`` throws.
    public init(path: String) throws(PictureFileProblem) {
        guard !path.isEmpty else { throw .unreadable("an empty path") }
        guard let kind = FileKind(path: path) else { throw .unreadable(SystemError.reason()) }
        guard case .regular(let size) = kind else { throw .unreadable("it is \(kind.description), expected a regular file") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(SystemError.reason()) }
        defer { close(descriptor) }
        try self.init(fileSize: size) { offset, count in
            var bytes = [UInt8](repeating: 0, count: count)
            let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            return read > 0 ? Array(bytes[0..<read]) : []
        }
    }
}
