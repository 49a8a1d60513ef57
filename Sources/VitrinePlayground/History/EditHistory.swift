import VitrineInput

/// The changes a person made, to undo (Ctrl+Z) and redo (Ctrl+Shift+Z): two stacks of
/// ``EditSnapshot``s, each the state before one step.
///
/// The core shows it every input event: ``begin(_:recordsChanges:)`` with the state before,
/// ``end(_:with:at:)`` with the state after. An event that left the snapshot as it was is no step.
/// What makes one step:
///
/// - a press and everything until its release (a number dragged in the panel, a curve's point
///   dragged in the editor, a − or + button), however many moves it has;
/// - a turn of the wheel: a notch that changes something within ``joinInterval`` of the last
///   notch that did joins its step (a touchpad's stream of small deltas too);
/// - a held key: its repeats join the step of its press (`=` held on a number);
/// - any other event that changes something (a key, a typed number's Enter, a preset switch, a
///   reset).
///
/// A new step clears what could be redone; at most ``limit`` steps are kept, the oldest dropped.
///
/// ```swift
/// var history = EditHistory()
/// history.begin(before, recordsChanges: true)
/// history.end(.keyDown(.equals, modifiers: [], isRepeat: false), with: after, at: 1)
/// history.undo(from: after) == before     // true; redo(from: before) gives `after` back
/// ```
struct EditHistory: Sendable {
    /// A gesture whose next change joins the step of its last one.
    enum Gesture: Equatable, Sendable {
        /// A turn of the wheel.
        case wheel
        /// A held key.
        case key(Key)
    }

    /// The most steps kept to undo.
    static let limit = 200
    /// How soon after the wheel's last change a notch's change joins its step, in seconds: the
    /// panel's wheel latch (``Panel/wheelLatchDuration``), the time a turn of the wheel lasts.
    static let joinInterval = Panel.wheelLatchDuration

    /// The states to go back to, oldest first: ``undo(from:)`` takes the last.
    private(set) var undoSteps: [EditSnapshot] = []
    /// The states undone, the last undone last: ``redo(from:)`` takes the last.
    private(set) var redoSteps: [EditSnapshot] = []
    /// The state before the event under way, or before the press under way when a pointer is
    /// held; `nil` between events that record no change (in the save prompt).
    private var baseline: EditSnapshot?
    /// Whether a pointer went down and has not come up yet.
    private var isPressed = false
    /// The gesture of the last step and the time of its last change, while its next change may
    /// join it.
    private var joinable: (gesture: Gesture, time: Double)?

    /// Whether there is a step to undo.
    var canUndo: Bool { !undoSteps.isEmpty }
    /// Whether there is a step to redo.
    var canRedo: Bool { !redoSteps.isEmpty }

    /// Notes the state before an event. With `recordsChanges` false (an event of the save
    /// prompt, whose save renames the preset), what the event changes is no step.
    mutating func begin(_ snapshot: EditSnapshot, recordsChanges: Bool) {
        guard recordsChanges else {
            baseline = nil
            return
        }
        if !isPressed || baseline == nil { baseline = snapshot }
    }

    /// Notes the state after `event`, which happened at `time`: a step when it differs from
    /// the state before the event (or, at a release, before the press).
    mutating func end(_ event: InputEvent, with snapshot: EditSnapshot, at time: Double) {
        switch event {
        case .pointerDown:
            isPressed = true
            return
        case .pointerUp:
            isPressed = false
        default:
            if isPressed { return }
        }
        defer { baseline = nil }
        guard let before = baseline, before != snapshot else { return }
        let gesture: Gesture?
        switch event {
        case .wheel:
            gesture = .wheel
            if joinable?.gesture == .wheel, let last = joinable?.time, time - last <= Self.joinInterval {
                joinable?.time = time
                return
            }
        case .keyDown(let key, _, let isRepeat):
            gesture = .key(key)
            if isRepeat, joinable?.gesture == .key(key) { return }
        default:
            gesture = nil
        }
        push(before)
        joinable = gesture.map { ($0, time) }
    }

    /// Takes the last step to undo, `current` (the state now) becoming the first to redo; `nil`
    /// when there is none. A press under way that changed something is a step first.
    mutating func undo(from current: EditSnapshot) -> EditSnapshot? {
        closeChange(at: current)
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(current)
        return step
    }

    /// Takes the last step undone to do again, `current` becoming a step to undo; `nil` when
    /// there is none (or a press under way changed something, which clears them).
    mutating func redo(from current: EditSnapshot) -> EditSnapshot? {
        closeChange(at: current)
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(current)
        return step
    }

    /// Takes `snapshot` as the state the event under way (or the press) started from: what undo
    /// or redo made, so that putting it back is no step.
    mutating func settle(on snapshot: EditSnapshot) {
        if baseline != nil { baseline = snapshot }
    }

    /// Makes what the press or event under way changed so far a step, before an undo or redo.
    private mutating func closeChange(at current: EditSnapshot) {
        if let before = baseline, before != current { push(before) }
        joinable = nil
    }

    /// Adds a step to undo, clearing the redo steps and dropping the oldest step past ``limit``.
    private mutating func push(_ snapshot: EditSnapshot) {
        undoSteps.append(snapshot)
        if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
        redoSteps.removeAll()
    }
}
