import VitrineGeometry

extension InputScriptParser {
    /// Reads a `wheel` or `pwheel` line: `T wheel DX DY`, or `T wheel DX DY X Y` with the
    /// pointer's position in window points. Whole notches for `wheel`, any finite deltas for
    /// `pwheel`, finite positions. Returns `nil`, with a warning, for deltas too large to be
    /// finite (`1e999`): a device gone mad can report such deltas, so the event is dropped and
    /// the script kept.
    mutating func parseWheel(_ command: InputScriptCommand,
                             on line: InputScriptLine) throws(InputScriptError) -> WheelInput? {
        let isNotched = command == .wheel
        let arguments = line.tokens.dropFirst(2)
        guard arguments.count == 2 || arguments.count == 4 else {
            throw argumentCountError(command, on: line)
        }
        let deltaTexts = Array(arguments.prefix(2))
        let deltas = deltaTexts.compactMap { InputScriptNumber($0)?.value }
        if deltas.count == 2, deltas.contains(where: { !$0.isFinite }) {
            warnings.append(error("'\(command.rawValue)' delta '\(deltaTexts[0]) \(deltaTexts[1])' is not finite; "
                                  + "the event was dropped", on: line))
            return nil
        }
        let rule: NumberRule = isNotched ? .wholeNotches : .finite
        let dx = try parseNumber(deltaTexts[0], command, rule: rule, on: line)
        let dy = try parseNumber(deltaTexts[1], command, rule: rule, on: line)
        var position: Point?
        if arguments.count == 4 {
            let positionTexts = Array(arguments.suffix(2))
            position = Point(x: try parseNumber(positionTexts[0], command, rule: .finite, on: line),
                             y: try parseNumber(positionTexts[1], command, rule: .finite, on: line))
        }
        return WheelInput(dx: dx, dy: dy, kind: isNotched ? .notched : .continuous, position: position)
    }
}
