extension Autoplay {
    /// What an autoplay is doing at a moment, as an inspector shows it.
    public enum State: Hashable, Sendable {
        /// Switched off.
        case off
        /// Counting down the delay to the next step.
        case running
        /// Held while the pointer is over the content.
        case pausedByHover
        /// Held while a press on the content is down.
        case pausedByInteraction
        /// Waiting after an interaction (or the pointer leaving): it runs again in the given
        /// number of seconds.
        case resuming(in: Double)

        /// "off", "running", "paused by hover", "paused by interaction", "resuming in 1.5 s" (the
        /// seconds rounded up to a tenth, a billionth's float error aside: 2.2 − 1.6 is 0.6).
        public var description: String {
            switch self {
            case .off: "off"
            case .running: "running"
            case .pausedByHover: "paused by hover"
            case .pausedByInteraction: "paused by interaction"
            case .resuming(let seconds): "resuming in \(((seconds * 10 - 1e-9).rounded(.up) / 10)) s"
            }
        }
    }
}
