extension InputScript {
    /// What a script entry does when its time comes.
    public enum Action: Hashable, Sendable {
        /// Deliver an input event, as if the user had done it.
        case input(InputEvent)
        /// Save a PNG of the frame at this time to `path`.
        case screenshot(path: String)
        /// End the run.
        case quit
        /// Compile and load `--swift`'s files again now, as saving them does in a window (a
        /// headless run does not watch them).
        case reloadSwift
        /// A file or folder dropped on the window, as a person drags one in from a file
        /// browser: its pictures go on the cards.
        case drop(path: String)
    }
}
