import CSDL2

/// What happens when the connection to the display is lost (the X server ended or crashed).
///
/// Xlib cannot go on after that: it prints "X connection broken" and ends the process from
/// inside whatever SDL call noticed. ``onLoss(_:)`` lets the program save its work and say what
/// happened in its own words first.
public enum DisplayLoss {
    /// The handler the next loss calls; it must end the process.
    nonisolated(unsafe) private static var handler: (() -> Never)?

    /// Calls `handler` when the connection to the X display is lost. Set it after the window
    /// is open, on the main thread; it replaces Xlib's handler (and SDL's, if it set one).
    ///
    /// The handler runs inside the SDL call that noticed the loss: it may write files and
    /// print, but must not call SDL, and must end the process (`exit`).
    public static func onLoss(_ handler: @escaping () -> Never) {
        self.handler = handler
        #if canImport(Glibc)
            _ = XSetIOErrorHandler { _ in
                DisplayLoss.handler?()
                exit(1)
            }
        #endif
    }
}
