import VitrineInput

/// The first minute: a line over the status line saying the keys a newcomer needs, until the
/// first key, click or turn of the wheel.
extension PlaygroundCore {
    /// What the hint says.
    static let startHint =
        "Drag, flick or scroll the cards · Tab panel · F1 every key · 1–9, F2–F12 presets · "
        + "Ctrl+Z undo · H hides this"

    /// Shows the hint until the first interaction (the window does this; a headless run, whose
    /// pictures are compared, does not).
    public mutating func showStartHint() {
        notice = Notice(text: Self.startHint, isError: false, expiry: .infinity)
    }

    /// Takes the hint away at the first key, press or turn of the wheel.
    mutating func dismissStartHint(after event: InputEvent) {
        guard notice?.text == Self.startHint else { return }
        switch event {
        case .keyDown, .pointerDown, .wheel: notice = nil
        default: break
        }
    }
}
