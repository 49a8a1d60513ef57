import VitrinePlayground
import VitrineSDL

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

extension App {
    /// The app whose window is open, for ``DisplayLoss``'s handler, which cannot capture it.
    nonisolated(unsafe) static weak var withOpenWindow: App?

    /// Makes losing the display end the run in Vitrine's words, with the profile and the
    /// recording so far written, instead of Xlib's "X connection broken".
    func handleDisplayLoss() {
        guard window != nil else { return }
        Self.withOpenWindow = self
        DisplayLoss.onLoss {
            Self.warn("lost the connection to the display (the X server ended or crashed); stopping")
            App.withOpenWindow?.saveInputRecordings()
            App.withOpenWindow?.finishSinks()
            exit(1)
        }
    }
}
