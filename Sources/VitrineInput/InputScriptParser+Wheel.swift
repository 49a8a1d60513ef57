import VitrineGeometry

extension InputScriptParser {
    /// Reads a `wheel` or `pwheel` line: `T wheel DX DY`, or `T wheel DX DY X Y` with the
    /// pointer's position in window points. Whole notches for `wheel`, any finite deltas for
    /// `pwheel`, finite positions. Returns `nil`, with a warning, for deltas too large to be
    /// finite (`1e999`): a device gone mad can report such deltas, so the event is dropped and
    /// the script kept.
    ///
    /// Words may follow the numbers: `flipped` for a direction SDL reported flipped (natural
    /// scrolling), and the modifier keys held, such as `Shift` or `Ctrl+Shift`:
    /// `T wheel 0 -1 400 300 flipped Shift`.
    mutating func parseWheel(
        _ command: InputScriptCommand,
        on line: InputScriptLine
    ) throws(InputScriptError) -> WheelInput? {
        let isNotched = command == .wheel
        var arguments = line.tokens.dropFirst(2)
        var isFlipped = false
        var modifiers: KeyModifiers = []
        // The words come last, after at least the two deltas.
        while arguments.count > 2, let last = arguments.last, let word = Self.wheelWord(last) {
            switch word {
            case .flipped: isFlipped = true
            case .modifiers(let held): modifiers.formUnion(held)
            }
            arguments.removeLast()
        }
        guard arguments.count == 2 || arguments.count == 4 else {
            throw argumentCountError(command, on: line, count: arguments.count)
        }
        let deltaTexts = Array(arguments.prefix(2))
        let deltas = deltaTexts.compactMap { DecimalNumber($0)?.value }
        if deltas.count == 2, deltas.contains(where: { !$0.isFinite }) {
            warnings.append(
                error(
                    "'\(command.rawValue)' delta '\(deltaTexts[0]) \(deltaTexts[1])' is not finite; "
                        + "the event was dropped", on: line))
            return nil
        }
        let rule: NumberRule = isNotched ? .wholeNotches : .finite
        let dx = try parseNumber(deltaTexts[0], command, rule: rule, on: line)
        let dy = try parseNumber(deltaTexts[1], command, rule: rule, on: line)
        var position: Point?
        if arguments.count == 4 {
            let positionTexts = Array(arguments.suffix(2))
            position = Point(
                x: try parseNumber(positionTexts[0], command, rule: .finite, on: line),
                y: try parseNumber(positionTexts[1], command, rule: .finite, on: line))
        }
        return WheelInput(
            dx: dx, dy: dy, kind: isNotched ? .notched : .continuous, isFlipped: isFlipped,
            modifiers: modifiers, position: position)
    }

    /// A word that may end a wheel line.
    enum WheelWord {
        /// `flipped`: SDL reported the direction flipped.
        case flipped
        /// Modifier keys held, `Shift` or `Ctrl+Shift`.
        case modifiers(KeyModifiers)
    }

    /// The word `text` stands for at the end of a wheel line; `nil` for anything else (a
    /// number, a misspelt word), which then counts as an argument.
    static func wheelWord(_ text: Substring) -> WheelWord? {
        if text.lowercased() == "flipped" { return .flipped }
        var held: KeyModifiers = []
        for name in text.split(separator: "+", omittingEmptySubsequences: false) {
            guard let modifier = KeyModifiers(name: name) else { return nil }
            held.insert(modifier)
        }
        return .modifiers(held)
    }
}
