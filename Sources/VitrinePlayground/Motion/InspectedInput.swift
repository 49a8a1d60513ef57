import VitrineGeometry
import VitrineInput

/// One line of the input inspector: an input event as the window classified it, or a run of
/// like events (the moves of one drag, the deltas of one touchpad swipe) added up.
struct InspectedInput: Hashable {
    /// What kind of input it was.
    enum Source: String, Hashable {
        /// A mouse wheel's whole notches.
        case notchedWheel = "wheel · notched"
        /// A touchpad's (or a smooth wheel's) precise deltas.
        case preciseWheel = "touchpad · precise"
        /// A button went down.
        case press = "pointer · down"
        /// The pointer moved with a button held.
        case drag = "drag · move"
        /// The button came up.
        case release = "pointer · up"
        /// A key.
        case key = "key"
        /// Typed text.
        case text = "text"
    }

    /// Who used the event.
    enum Receiver: String, Hashable {
        /// The scene (its scroll, its keys).
        case scene
        /// The window: its keys, the panel, the help.
        case window
        /// No one: the scene's wheel policy passed it on to the page, at an end.
        case passedOn = "page"
    }

    /// When the (last) event happened, in the scene's time.
    var time: Double
    /// What kind of input it was.
    var source: Source
    /// The key's or the text's name, or the button's; empty for the others.
    var detail: String
    /// The deltas, in points (wheel notches for a notched wheel): summed over the run.
    var delta: Point
    /// How many events the line stands for.
    var count: Int
    /// Who used it.
    var receiver: Receiver

    /// The line for `event` at `time`, or `nil` for events the inspector does not list (moves
    /// with no button held, the pointer leaving the window, resizes); `previousPointer` gives a drag's delta.
    init?(_ event: InputEvent, at time: Double, previousPointer: Point?, isButtonHeld: Bool, receiver: Receiver) {
        self.time = time
        self.receiver = receiver
        count = 1
        delta = .zero
        detail = ""
        switch event {
        case .wheel(let wheel):
            source = wheel.kind == .notched ? .notchedWheel : .preciseWheel
            delta = Point(x: wheel.dx, y: wheel.dy)
        case .pointerDown(_, let button):
            source = .press
            detail = "\(button)"
        case .pointerMoved(let point):
            guard isButtonHeld else { return nil }
            source = .drag
            if let previousPointer { delta = Point(x: point.x - previousPointer.x, y: point.y - previousPointer.y) }
        case .pointerUp(_, let button):
            source = .release
            detail = "\(button)"
        case .keyDown(let key, let modifiers, let isRepeat):
            source = .key
            detail = key.chordName(with: modifiers) + (isRepeat ? " (repeat)" : "")
        case .text(let typed):
            source = .text
            detail = typed
        case .pointerLeft, .keyUp, .resized, .quitRequested:
            return nil
        }
    }

    /// Whether `next` continues this line's run: moves of the same drag, or precise deltas,
    /// used by the same receiver.
    func isContinued(by next: InspectedInput) -> Bool {
        next.source == source && next.receiver == receiver && (source == .drag || source == .preciseWheel)
    }

    /// Adds `next` to the run.
    mutating func absorb(_ next: InspectedInput) {
        time = next.time
        delta = Point(x: delta.x + next.delta.x, y: delta.y + next.delta.y)
        count += next.count
    }

    /// The deltas as the inspector prints them: "Δ 0, −3" (one decimal for points).
    var deltaText: String {
        switch source {
        case .notchedWheel: "Δ \(Self.number(delta.x, decimals: 0)), \(Self.number(delta.y, decimals: 0))"
        case .preciseWheel, .drag: "Δ \(Self.number(delta.x, decimals: 1)), \(Self.number(delta.y, decimals: 1))"
        default: ""
        }
    }

    /// `value` with `decimals` decimals and a real minus sign; −0 reads "0".
    static func number(_ value: Double, decimals: Int) -> String {
        let text = value.decimalText(decimals)
        guard text.hasPrefix("-") else { return text }
        let digits = text.dropFirst()
        return digits.allSatisfy { $0 == "0" || $0 == "." } ? String(digits) : "−" + digits
    }
}
