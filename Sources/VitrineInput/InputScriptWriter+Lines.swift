import VitrineGeometry

extension InputScriptWriter {
    /// The script line for `action` at `time` milliseconds, without its line break; `nil` when
    /// no line reads back as exactly this action at exactly this time.
    ///
    /// That is: a time that is negative (`-0` is written `0`), not finite or beyond
    /// ``InputScript/maximumTime``; a position, delta or size that is not finite (a size not
    /// above zero); a notched wheel with a fractional delta; a button ``MouseButton/other(_:)``
    /// with a number that ``MouseButton/init(number:)`` gives another case for, or beyond 255;
    /// empty text; a screenshot path that a `shot` line cannot hold; a line longer than
    /// ``InputScript/maximumLineLength``. ``InputEvent/quitRequested`` is written as `quit`, ``InputEvent/pointerLeft`` as `leave`.
    public static func line(for action: InputScript.Action, at time: Double) -> String? {
        guard time.isFinite, time >= 0, time <= InputScript.maximumTime,
            let body = body(for: action)
        else { return nil }
        let line = "\(number(time)) \(body)"
        guard line.count <= InputScript.maximumLineLength else { return nil }
        return line
    }

    /// A number as a script writes it: whole numbers without a fraction (`12`, `-3`, `0` for
    /// `-0`), others as the shortest decimal that reads back to the same `Double` (`16.5`,
    /// `1e-05`). Only for finite numbers.
    public static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// What follows the time on the line for `action`.
    private static func body(for action: InputScript.Action) -> String? {
        switch action {
        case .input(let event): body(for: event)
        case .quit: "quit"
        case .reloadSwift: "reload"
        case .screenshot(let path): fitsRestOfLine("shot", path) ? "shot \(path)" : nil
        case .drop(let path): fitsRestOfLine("drop", path) ? "drop \(path)" : nil
        }
    }

    /// What follows the time on the line for `event`.
    private static func body(for event: InputEvent) -> String? {
        switch event {
        case .pointerDown(let point, let button): press(button, isDown: true, at: point)
        case .pointerUp(let point, let button): press(button, isDown: false, at: point)
        case .pointerMoved(let point): pair("move", point.x, point.y)
        case .pointerLeft: "leave"
        case .wheel(let wheel): self.wheel(wheel)
        case .keyDown(let key, let modifiers, let isRepeat):
            "\(isRepeat ? "keyrepeat" : "keydown") \(key.chordName(with: modifiers))"
        case .keyUp(let key, let modifiers): "keyup \(key.chordName(with: modifiers))"
        case .text(let text): self.text(text)
        case .resized(let size): size.width > 0 && size.height > 0 ? pair("resize", size.width, size.height) : nil
        case .quitRequested: "quit"
        }
    }

    /// `NAME X Y`, or `nil` unless both numbers are finite.
    private static func pair(_ name: String, _ x: Double, _ y: Double) -> String? {
        guard x.isFinite, y.isFinite else { return nil }
        return "\(name) \(number(x)) \(number(y))"
    }

    /// A press or release: `down`/`up` for the left button, `rdown`/`rup` for the right one,
    /// `bdown N`/`bup N` for the others.
    private static func press(_ button: MouseButton, isDown: Bool, at point: Point) -> String? {
        switch button {
        case .left: return pair(isDown ? "down" : "up", point.x, point.y)
        case .right: return pair(isDown ? "rdown" : "rup", point.x, point.y)
        case .middle, .other:
            let number = button.number
            guard MouseButton(number: number) == button,
                number >= 1, number <= InputScriptParser.highestButtonNumber
            else { return nil }
            return pair("\(isDown ? "bdown" : "bup") \(number)", point.x, point.y)
        }
    }

    /// `wheel DX DY [X Y] [flipped] [MODIFIERS]`, `pwheel` for a continuous device.
    private static func wheel(_ wheel: WheelInput) -> String? {
        guard var line = pair(wheel.kind == .notched ? "wheel" : "pwheel", wheel.dx, wheel.dy) else { return nil }
        if wheel.kind == .notched, wheel.dx.rounded(.towardZero) != wheel.dx || wheel.dy.rounded(.towardZero) != wheel.dy {
            return nil
        }
        if let position = wheel.position {
            guard let point = pair("", position.x, position.y) else { return nil }
            line += point
        }
        if wheel.isFlipped { line += " flipped" }
        if !wheel.modifiers.isEmpty { line += " \(wheel.modifiers.names.joined(separator: "+"))" }
        return line
    }

    /// `text CHARACTERS` when the line gives the text back as it is, else `unicode` and the
    /// text's scalars in hexadecimal; `nil` for empty text.
    private static func text(_ text: String) -> String? {
        guard !text.isEmpty else { return nil }
        if fitsRestOfLine("text", text) { return "text \(text)" }
        return "unicode " + text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    /// Whether a line `0 NAME REST` reads `REST` back whole as the rest of the line: no line
    /// break, no `#`, no spaces or tabs at either end.
    private static func fitsRestOfLine(_ name: String, _ rest: String) -> Bool {
        let line = "0 \(name) \(rest)"
        guard let first = rest.first, let last = rest.last, !line.contains(where: \.isNewline),
            !InputScriptLine.isSeparator(first), !InputScriptLine.isSeparator(last)
        else { return false }
        let read = InputScriptLine(Substring(line), number: 1).text(fromToken: 2)
        return read?.unicodeScalars.elementsEqual(rest.unicodeScalars) ?? false
    }
}
