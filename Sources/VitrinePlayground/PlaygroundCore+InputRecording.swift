import VitrineInput

extension PlaygroundCore {
    /// Whether `event` is a press, repeat or release of the key that starts and stops
    /// recording the input (Ctrl+R): a recording leaves it out, so that its replay does not
    /// start a recording of its own.
    public static func isInputRecordingKey(_ event: InputEvent) -> Bool {
        let chords = WindowControl.all.filter { $0.command == .toggleInputRecording }.flatMap(\.chords)
        switch event {
        case .keyDown(let key, let modifiers, _):
            return chords.contains { $0.matches(key, modifiers: modifiers) }
        case .keyUp(let key, let modifiers):
            return chords.contains { $0.key == key && modifiers.contains(.control) }
        default:
            return false
        }
    }
}
