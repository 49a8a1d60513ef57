import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineMotion

/// The input inspector I shows at the top left: the scroll's phase, tracked velocity and where
/// it will rest, over the last input events, newest first, each with its classified source, its
/// deltas and who used it; so a person sees why the motion did what it did.
struct InputInspector {
    /// Whether the inspector (and the landing ruler with it) shows.
    var isShown = false
    /// The last lines, oldest first; recorded whether or not the inspector shows, so that it
    /// opens on what just happened.
    private(set) var lines: [InspectedInput] = []
    /// Whether a pointer button is down: moves are drags only then.
    private var isButtonHeld = false
    /// Where the pointer was at its last event.
    private var lastPointer: Point?

    /// How many lines the inspector keeps.
    static let capacity = 12
    /// The inspector's width in points.
    static let width = 430.0
    /// The height of one line.
    static let lineHeight = 17.0

    /// Notes `event`, which happened at scene time `time` and was used by `receiver`: a move
    /// or precise delta continuing the last line's run is added to it.
    mutating func record(_ event: InputEvent, at time: Double, receiver: InspectedInput.Receiver) {
        let line = InspectedInput(
            event, at: time, previousPointer: lastPointer, isButtonHeld: isButtonHeld,
            receiver: receiver)
        switch event {
        case .pointerDown(let point, _):
            isButtonHeld = true
            lastPointer = point
        case .pointerUp(let point, _):
            isButtonHeld = false
            lastPointer = point
        case .pointerMoved(let point): lastPointer = point
        default: break
        }
        guard let line else { return }
        if let last = lines.last, last.isContinued(by: line) {
            lines[lines.count - 1].absorb(line)
        } else {
            lines.append(line)
            if lines.count > Self.capacity { lines.removeFirst(lines.count - Self.capacity) }
        }
    }

    /// The inspector's height in points with `lineCount` lines of events under `stateLines`
    /// lines of the scroll's state.
    static func height(lineCount: Int, stateLines: Int = fullStateLineCount) -> Double {
        eventsTop(stateLines: stateLines) + Double(lineCount) * lineHeight + 8
    }

    /// The lines of the scroll's state under the title where there is room: the summary
    /// (``summary(of:)``) and the autoplay's and the wheel's (``behaviour(of:)``).
    static let fullStateLineCount = 4
    /// The lines of the scroll's state in a short room (a small window's band, with the landing
    /// ruler): the summary alone.
    static let compactStateLineCount = 2

    /// How far below the inspector's top the events start, under its title and `stateLines`
    /// lines of the scroll's state, 19 points apart: 108 with four, 70 with two.
    static func eventsTop(stateLines: Int) -> Double { 32 + Double(max(stateLines, 0)) * 19 }

    /// The most lines of events that fit `height` points under `stateLines` lines of the
    /// scroll's state (at most ``capacity``, at least 0).
    static func lineCount(fitting height: Double, stateLines: Int = fullStateLineCount) -> Int {
        let count = ((height - Self.height(lineCount: 0, stateLines: stateLines)) / lineHeight).rounded(.down)
        return count.isFinite ? Int(min(max(count, 0), Double(capacity))) : 0
    }

    /// The inspector's nodes with its top-left corner at `origin`, at most `width` points wide,
    /// with `stateLines` lines of the scroll's state and at most `maximumLines` lines of
    /// events, the newest; none when hidden.
    func makeNodes(
        readout: MotionReadout?, at origin: Point, width: Double = InputInspector.width,
        maximumLines: Int = InputInspector.capacity, stateLines: Int = InputInspector.fullStateLineCount
    ) -> [Node] {
        guard isShown else { return [] }
        let shown = lines.suffix(max(min(maximumLines, lines.count), 0))
        let frame = Rect(
            x: origin.x, y: origin.y, width: min(Self.width, max(width, 0)),
            height: Self.height(lineCount: shown.count, stateLines: stateLines) - (shown.isEmpty ? 8 : 0))
        let text = Color(hex: 0xE8E8F0), dim = Color(hex: 0x9A9AB0)
        var nodes = [Node.box(frame, color: Color(hex: 0x23232E, alpha: 0.92), cornerRadius: 8)]
        func row(_ y: Double) -> Rect { Rect(x: frame.minX + 10, y: y, width: frame.width - 20, height: 18) }
        nodes.append(.label("Input inspector (I)", in: row(frame.minY + 6), color: text, fontSize: 14))
        for (index, line) in (Self.summary(of: readout) + Self.behaviour(of: readout)).prefix(max(stateLines, 0)).enumerated() {
            nodes.append(
                .label(line, in: row(frame.minY + 26 + Double(index) * 19), color: index == 0 ? text : dim, fontSize: 13))
        }
        // Columns for the full width, narrowed with the frame; the receiver's left out below 340.
        let narrowing = frame.width / Self.width
        let columns = [(10.0, 62.0), (74, 150), (226, 118), (346, 74)].prefix(frame.width < 340 ? 3 : 4)
            .map { (x: $0.0 * narrowing, width: $0.1 * narrowing) }
        for (index, line) in shown.reversed().enumerated() {
            let y = frame.minY + Self.eventsTop(stateLines: stateLines) + Double(index) * Self.lineHeight
            let count = line.count > 1 ? " ×\(line.count)" : ""
            let texts = [
                line.time.decimalText(3), line.source.rawValue + count,
                line.detail.isEmpty ? line.deltaText : line.detail, "→ " + line.receiver.rawValue,
            ]
            for (column, value) in zip(columns, texts) {
                nodes.append(
                    .label(
                        value, in: Rect(x: frame.minX + column.x, y: y, width: column.width, height: Self.lineHeight),
                        color: index == 0 ? text : dim, fontSize: 12))
            }
        }
        return nodes
    }

    /// The two lines under the summary: the autoplay's state ("autoplay running · 40 %",
    /// "autoplay resuming in 1.5 s") and the wheel's policy with its latest gesture ("wheel one
    /// item per gesture · threshold 0.50 · gesture 3.00 · passed on 2").
    static func behaviour(of readout: MotionReadout?) -> [String] {
        let autoplay = readout?.autoplay.map { autoplay in
            let progress = autoplay.state == .running ? " · \((autoplay.progress * 100).decimalText(0)) %" : ""
            return "autoplay \(autoplay.state.description)\(progress)"
        }
        let wheel = readout?.wheel.map { wheel in
            let ends = wheel.policy.releasesAtEdges ? " · passed on \(wheel.gesture.passedOnCount)" : ""
            return "wheel \(wheel.policy.mode.rawValue) · threshold \(wheel.policy.threshold.decimalText(2)) · "
                + "gesture \(wheel.gesture.accumulated.decimalText(2))\(ends)"
        }
        return [autoplay ?? "no autoplay in this scene", wheel ?? ""]
    }

    /// The two lines over the events: the phase, the tracked velocity and the offset; then
    /// where the scroll rests (or the pull past an edge).
    static func summary(of readout: MotionReadout?) -> [String] {
        guard let readout else { return ["no scroll in this scene", ""] }
        let velocity = InspectedInput.number(readout.velocity, decimals: 0)
        let first = "\(readout.activity.rawValue) · velocity \(velocity) pt/s · offset \(readout.offset.decimalText(1)) pt"
        if let pull = readout.edgePull {
            let past = pull.overscroll < 0 ? "start" : "end"
            let shown =
                pull.isStretched
                ? "stretched"
                : "band \(abs(pull.displacement).decimalText(0)) pt · follows \((pull.slope * 100).decimalText(0)) %"
            return [
                first,
                "\(abs(pull.overscroll).decimalText(0)) pt past the \(past) · \(shown) · "
                    + "settles at \(pull.edge.decimalText(0))",
            ]
        }
        let item = readout.restingItemText.map { " · " + $0 } ?? ""
        guard readout.isProjecting else {
            // At rest the focused item is the one it rests on: what a screen reader says for it.
            let label = readout.spokenLabel.map { " · “\($0)”" } ?? ""
            return [first, readout.activity == .idle ? "at rest\(item)\(label)" : "the hand moves it: it rests where let go"]
        }
        return [first, "rests at \(readout.restingOffset.decimalText(1)) pt\(item)"]
    }
}
