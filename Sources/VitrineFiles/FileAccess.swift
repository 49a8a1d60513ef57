#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What this process may do with a path, as the system says (`access`).
public enum FileAccess {
    /// Whether this process may write to `path` (a file, or a folder to make files in).
    public static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }
}
