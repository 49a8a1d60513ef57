#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's working folder, where relative paths and the files a key saves
/// (`coverflow.swift`, `vitrine-input-1.txt`) go, and what to say when it has been deleted
/// under the running program: then no relative path can be written, and none is written
/// anywhere else (such as `/`) instead.
///
/// ```swift
/// let folder = try WorkingFolder.path(for: "coverflow.swift")   // "/home/me/tuning"
/// ```
public enum WorkingFolder {
    /// The working folder's absolute path.
    ///
    /// - Parameter name: The file about to be written in it, which an error names.
    /// - Throws: A ``FileError`` naming `name` when the folder has been deleted (or cannot be
    ///   looked at), saying so and where it was.
    public static func path(for name: String) throws(FileError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { throw failure(for: name, code: errno) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The first path in the working folder, of `name(1)`, `name(2)`, …, that nothing takes
    /// (no file, folder or symbolic link is there): where a key saves a new numbered file,
    /// never over one.
    ///
    /// ```swift
    /// let path = try WorkingFolder.firstFreePath { "vitrine-input-\($0).txt" }  // ".../vitrine-input-3.txt"
    /// ```
    ///
    /// - Throws: A ``FileError`` naming `name(1)` when the working folder has been deleted.
    public static func firstFreePath(_ name: (Int) -> String) throws(FileError) -> String {
        let folder = try path(for: name(1))
        var number = 1
        while OutputTarget.isTaken("\(folder)/\(name(number))") { number += 1 }
        return "\(folder)/\(name(number))"
    }

    /// Throws when `path` is relative and the working folder it is relative to has been
    /// deleted; an absolute path, or a working folder that is there, passes.
    ///
    /// - Throws: A ``FileError`` naming `path` and saying the working folder was deleted.
    public static func check(for path: String) throws(FileError) {
        guard !path.hasPrefix("/") else { return }
        _ = try self.path(for: path)
    }

    /// The error for writing `name` when `getcwd` failed with `code`.
    private static func failure(for name: String, code: Int32) -> FileError {
        guard code == ENOENT else {
            return FileError(
                path: name,
                reason: "the working folder cannot be found (\(SystemError.reason(code))); "
                    + "nothing was written")
        }
        let folder = deletedPath().map { "the working folder \($0)" } ?? "the working folder"
        return FileError(path: name, reason: "\(folder) has been deleted; nothing was written")
    }

    /// Where the deleted working folder was, as Linux remembers it (`/proc/self/cwd`), or
    /// `nil` where the system does not say.
    private static func deletedPath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/cwd", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        var text = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let suffix = " (deleted)"
        if text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        return text.hasPrefix("/") ? text : nil
    }
}
