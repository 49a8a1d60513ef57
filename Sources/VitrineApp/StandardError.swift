import VitrinePlayground

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to the process's standard error.
public enum StandardError {
    /// Writes `text` as it is, with no newline added.
    public static func write(_ text: String) {
        fputs(text, stderr)
    }
}
