#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's words for an `errno` value.
enum SystemError {
    /// The reason `errno` gives right now, reworded where the system's words would mislead.
    static func reason(_ code: Int32 = errno) -> String {
        switch code {
        case ENOENT: "no such file or folder"
        case ENOTDIR: "a part of the path is not a folder"
        case EACCES, EPERM: "permission denied"
        case ENXIO: "no program is reading it"
        default: String(cString: strerror(code))
        }
    }
}
