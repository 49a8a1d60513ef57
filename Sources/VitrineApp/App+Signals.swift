import VitrinePlayground

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

extension App {
    /// Makes writing to a closed pipe or socket an error instead of a signal that ends the
    /// process (Xlib writing to a display that is gone, `vitrine | head`), and the same for
    /// writing past a file size limit (`ulimit -f`).
    public static func ignoreSignalsThatWouldEndWrites() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }
}
