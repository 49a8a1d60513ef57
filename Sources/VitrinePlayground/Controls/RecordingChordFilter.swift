import VitrineInput

/// Keeps the key chord that starts and stops recording the input (Ctrl+R) out of the
/// recording it starts, presses and releases alike, so that the file holds only what came
/// between the two chords and its replay starts no recording of its own.
///
/// Two rules do it. A release is recorded only after its press was: the releases of the keys
/// held when the recording started (R and Ctrl of the chord that started it) are left out, as
/// is R's after each left-out Ctrl+R press. And a press of one of the chord's modifier keys
/// waits until the next event says what it was for: the Ctrl+R press that stops the recording
/// drops it; anything else records it first, at its own time.
///
/// ```swift
/// var filter = RecordingChordFilter()            // as Ctrl+R starts a recording
/// filter.pass(.keyUp(.r, modifiers: []), at: 1)  // []: R was pressed before the recording
/// filter.pass(.keyDown(Key(name: "Left Ctrl")!, modifiers: .control, isRepeat: false), at: 2)   // []: waits
/// filter.pass(.keyDown(.r, modifiers: .control, isRepeat: false), at: 3)   // []: the stopping chord
/// ```
public struct RecordingChordFilter: Sendable {
    /// An event to record, with its time.
    public typealias TimedEvent = (event: InputEvent, time: Double)

    /// The keys whose press was recorded and whose release has not come yet.
    private var recordedPresses: Set<Key> = []
    /// Presses (and repeats) of the chord's modifier keys not recorded yet, in order.
    private var waiting: [TimedEvent] = []

    /// A filter for a recording that starts now.
    public init() {}

    /// The modifier keys of the chords that start and stop a recording: Left Ctrl and Right Ctrl.
    static let chordModifierKeys: Set<Key> = {
        let modifiers = WindowControl.all.filter { $0.command == .toggleInputRecording }
            .flatMap(\.chords).compactMap(\.modifiers).reduce(KeyModifiers()) { $0.union($1) }
        let names: [(KeyModifiers, String)] = [(.shift, "Shift"), (.control, "Ctrl"), (.alt, "Alt"), (.gui, "GUI")]
        return Set(
            names.filter { modifiers.contains($0.0) }
                .flatMap { ["Left \($0.1)", "Right \($0.1)"] }.compactMap { Key(name: $0) })
    }()

    /// The events to record for `event`, which happened at `time`, in order: none, the event,
    /// or the modifier presses that waited and then the event.
    public mutating func pass(_ event: InputEvent, at time: Double) -> [TimedEvent] {
        switch event {
        case .keyDown where PlaygroundCore.isInputRecordingKey(event):
            // The chord that stops the recording (or a repeat of it): its Ctrl goes with it.
            waiting = []
            return []
        case .keyDown(let key, _, let isRepeat) where Self.chordModifierKeys.contains(key):
            // A repeat of a Ctrl held since before the recording is as unrecorded as its press.
            guard !isRepeat || recordedPresses.contains(key) || isWaiting(key) else {
                return []
            }
            waiting.append((event, time))
            return []
        case .keyUp(let key, _):
            guard isWaiting(key) || recordedPresses.contains(key) else { return [] }
            let earlier = flush()
            recordedPresses.remove(key)
            return earlier + [(event, time)]
        case .keyDown(let key, _, let isRepeat):
            let earlier = flush()
            if !isRepeat { recordedPresses.insert(key) }
            return earlier + [(event, time)]
        default:
            return flush() + [(event, time)]
        }
    }

    /// Whether a press of `key` waits.
    private func isWaiting(_ key: Key) -> Bool {
        waiting.contains { if case .keyDown(key, _, _) = $0.event { true } else { false } }
    }

    /// The presses still waiting, to record now (their press is then a recorded one): when
    /// another event shows they were not the stopping chord's, or when the recording ends
    /// otherwise than by the chord.
    public mutating func flush() -> [TimedEvent] {
        let presses = waiting
        waiting = []
        for (event, _) in presses {
            if case .keyDown(let key, _, false) = event { recordedPresses.insert(key) }
        }
        return presses
    }
}
