import Synchronization

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to the process's standard output so that a failure is known: `vitrine --list-presets
/// > /dev/full` fails with "No space left on device" instead of reporting success, and a
/// reader that went away (`vitrine --help | head -1`) is an error, not a signal (with `SIGPIPE`
/// ignored).
///
/// Each write goes to the descriptor at once (nothing waits in a buffer to fail unseen at
/// exit).
///
/// ```swift
/// try StandardOutput.write(names.joined(separator: "\n") + "\n")
/// StandardOutput.announce("vitrine: saved shot.png")   // a failure is kept for the end
/// ```
public enum StandardOutput {
    /// How errors name standard output.
    public static let name = "standard output"

    /// Writes `text` as it is, every byte or an error.
    ///
    /// - Throws: A ``FileError`` naming standard output with the system's reason ("No space
    ///   left on device", "Broken pipe").
    public static func write(_ text: String) throws(FileError) {
        // Whatever `print` left in the C library's buffer goes first, in order.
        fflush(stdout)
        try FileWriter.writeAll(Array(text.utf8), to: STDOUT_FILENO, path: name)
    }

    /// Writes `line` and a newline for the user to read (what was saved where); a failure is
    /// not thrown but kept as ``firstFailure``, for the run to report once and end with a
    /// non-zero status.
    public static func announce(_ line: String) {
        do {
            try write(line + "\n")
        } catch {
            failure.withLock { $0 = $0 ?? error }
        }
    }

    /// The first failure of ``announce(_:)``, if any.
    public static var firstFailure: FileError? {
        failure.withLock { $0 }
    }

    /// The first failure of ``announce(_:)``.
    private static let failure = Mutex<FileError?>(nil)
}
