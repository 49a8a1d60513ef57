import VitrineGeometry

/// Turns the lines of an input script into entries, one line at a time, checking as it goes.
struct InputScriptParser {
    /// The script's name in error messages.
    let fileName: String
    /// The entries parsed so far, in file order.
    private(set) var entries: [InputScript.Entry] = []
    /// Lines dropped so far, with why.
    var warnings: [InputScriptError] = []
    /// The time of the last event line, and how it was written, to keep times from going back.
    private var previousTime: (value: Double, text: Substring)?

    /// Creates a parser for the script called `fileName`.
    init(fileName: String) {
        self.fileName = fileName
    }

    /// Parses a whole script, appending its entries.
    mutating func parse(_ text: String) throws(InputScriptError) {
        var body = Substring(text)
        if body.first == "\u{FEFF}" {
            body = body.dropFirst()
        }
        let lines = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, text) in lines.enumerated() {
            try checkLength(of: text, number: index + 1)
            try parse(InputScriptLine(text, number: index + 1))
        }
    }

    /// Throws if `text`, one whole line, has more than ``InputScript/maximumLineLength``
    /// characters, before any work that grows with the line's length.
    private func checkLength(of text: Substring, number: Int) throws(InputScriptError) {
        let limit = InputScript.maximumLineLength
        // A character takes at least one byte, so a line short in bytes is short: no counting.
        guard text.utf8.count > limit else { return }
        let length = text.count
        guard length > limit else { return }
        throw InputScriptError(
            file: fileName,
            line: number,
            message: "line is \(length) characters long; a script line may have at most \(limit) characters")
    }

    /// Parses one line, appending the entries it produces (none for a blank line).
    mutating func parse(_ line: InputScriptLine) throws(InputScriptError) {
        guard let timeText = line.tokens.first else { return }
        let time = try parseTime(timeText, on: line)
        if let previousTime, time < previousTime.value {
            throw error("time \(timeText) is earlier than the previous line's \(previousTime.text)", on: line)
        }
        guard line.tokens.count > 1 else {
            throw error(
                "expected an event after the time \(timeText); valid events: \(InputScriptCommand.nameList)",
                on: line)
        }
        let name = line.tokens[1]
        guard let command = InputScriptCommand(rawValue: name.lowercased()) else {
            throw error("unknown event '\(name)'; valid events: \(InputScriptCommand.nameList)", on: line)
        }
        let actions = try parseActions(command, on: line)
        previousTime = (time, timeText)
        for action in actions {
            entries.append(InputScript.Entry(time: time, line: line.number, action: action))
        }
    }

    /// The actions one event line stands for: two for `key`, one for every other event.
    private mutating func parseActions(
        _ command: InputScriptCommand,
        on line: InputScriptLine
    ) throws(InputScriptError) -> [InputScript.Action] {
        switch command {
        case .wheel, .pwheel:
            guard let wheel = try parseWheel(command, on: line) else { return [] }
            return [.input(.wheel(wheel))]
        case .down, .move, .up, .rdown, .rup:
            let (x, y) = try parsePair(command, rule: .finite, on: line)
            let point = Point(x: x, y: y)
            switch command {
            case .down: return [.input(.pointerDown(point, button: .left))]
            case .up: return [.input(.pointerUp(point, button: .left))]
            case .rdown: return [.input(.pointerDown(point, button: .right))]
            case .rup: return [.input(.pointerUp(point, button: .right))]
            default: return [.input(.pointerMoved(point))]
            }
        case .bdown, .bup:
            let (point, button) = try parseButton(command, on: line)
            return [.input(command == .bdown ? .pointerDown(point, button: button) : .pointerUp(point, button: button))]
        case .text:
            guard let text = line.rest(afterToken: 1) else {
                throw argumentCountError(command, on: line)
            }
            return [.input(.text(String(text)))]
        case .unicode:
            return [.input(.text(try parseUnicode(on: line)))]
        case .key, .keydown, .keyup, .keyrepeat:
            let (key, modifiers) = try parseChord(command, on: line)
            let down = InputScript.Action.input(.keyDown(key, modifiers: modifiers, isRepeat: command == .keyrepeat))
            let up = InputScript.Action.input(.keyUp(key, modifiers: modifiers))
            switch command {
            case .keydown, .keyrepeat: return [down]
            case .keyup: return [up]
            default: return [down, up]
            }
        case .resize:
            let (width, height) = try parsePair(command, rule: .positive, on: line)
            return [.input(.resized(Size(width: width, height: height)))]
        case .shot:
            guard let path = line.text(fromToken: 2) else {
                throw argumentCountError(command, on: line)
            }
            return [.screenshot(path: String(path))]
        case .leave:
            guard line.tokens.count == 2 else {
                throw argumentCountError(command, on: line)
            }
            return [.input(.pointerLeft)]
        case .quit:
            guard line.tokens.count == 2 else {
                throw argumentCountError(command, on: line)
            }
            return [.quit]
        case .reload:
            guard line.tokens.count == 2 else {
                throw argumentCountError(command, on: line)
            }
            return [.reloadSwift]
        case .drop:
            guard let path = line.text(fromToken: 2) else {
                throw argumentCountError(command, on: line)
            }
            return [.drop(path: String(path))]
        }
    }

    /// An error on `line` with the given message.
    func error(_ message: String, on line: InputScriptLine) -> InputScriptError {
        InputScriptError(file: fileName, line: line.number, message: message)
    }

    /// The error for an event given the wrong number of arguments: `count` of them, all the
    /// tokens after the event's name unless said otherwise.
    func argumentCountError(_ command: InputScriptCommand, on line: InputScriptLine, count: Int? = nil) -> InputScriptError {
        let count = count ?? line.tokens.count - 2
        let found =
            switch count {
            case 0: "none"
            case 1: "1 argument"
            default: "\(count) arguments"
            }
        return error(
            "'\(command.rawValue)' takes \(command.argumentsDescription): expected '\(command.usage)', got \(found)",
            on: line)
    }
}
