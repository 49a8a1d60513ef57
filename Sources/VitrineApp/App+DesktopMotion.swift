extension App {
    /// Asks the desktop again whether it wants reduced motion, unless a question is already out or
    /// the window does not follow the desktop: when the window gains the focus, where a person
    /// comes back from the desktop's settings.
    func askDesktopAboutMotion() {
        guard followsDesktopMotion, desktopMotion == nil else { return }
        desktopMotion = DesktopMotionPreference()
    }

    /// Takes the desktop's answer: reduced motion follows it when it changed since the last answer
    /// (see ``motionChange(lastAnswer:answer:)``).
    func followDesktop(reducingMotion answer: Bool) {
        if let reduces = Self.motionChange(lastAnswer: desktopReducesMotion, answer: answer) {
            core.setMotionReduced(reduces)
        }
        desktopReducesMotion = answer
    }

    /// What the desktop's `answer` sets reduced motion to, or `nil` to leave the switch as it is.
    /// The first answer turns reduced motion on when the desktop asks for it and otherwise
    /// leaves it; a later one moves the switch only when it differs from the one before, so
    /// that X keeps what a person chose while the desktop's setting stays the same.
    static func motionChange(lastAnswer: Bool?, answer: Bool) -> Bool? {
        guard let lastAnswer else { return answer ? true : nil }
        return answer == lastAnswer ? nil : answer
    }
}
