extension InputScriptParser {
    /// What an event demands of its two numbers.
    enum NumberRule {
        /// Any finite number (positions, touchpad deltas).
        case finite
        /// A finite whole number (notched wheel deltas).
        case wholeNotches
        /// A finite number above zero (window sizes).
        case positive
    }

    /// Reads the time at the start of a line: a decimal number of milliseconds, not negative
    /// (not even `-0`) and no later than ``InputScript/maximumTime``.
    func parseTime(_ text: Substring, on line: InputScriptLine) throws(InputScriptError) -> Double {
        guard let time = DecimalNumber(text), !time.isNegative else {
            throw error(
                "expected a time in milliseconds (a non-negative number) at the start of the line, got '\(text)'",
                on: line)
        }
        guard time.value <= InputScript.maximumTime else {
            throw error(
                "time \(text) is beyond the latest time a script can use, \(InputScript.maximumTimeDescription)",
                on: line)
        }
        return time.value
    }

    /// Reads the two numbers after an event's name, checked against `rule`.
    func parsePair(
        _ command: InputScriptCommand,
        rule: NumberRule,
        on line: InputScriptLine
    ) throws(InputScriptError) -> (Double, Double) {
        guard line.tokens.count == 4 else {
            throw argumentCountError(command, on: line)
        }
        let first = try parseNumber(line.tokens[2], command, rule: rule, on: line)
        let second = try parseNumber(line.tokens[3], command, rule: rule, on: line)
        return (first, second)
    }

    /// Reads one argument of an event as a decimal number (see ``DecimalNumber``) that
    /// obeys `rule`.
    func parseNumber(
        _ text: Substring,
        _ command: InputScriptCommand,
        rule: NumberRule,
        on line: InputScriptLine
    ) throws(InputScriptError) -> Double {
        let value = DecimalNumber(text)?.value
        let name = command.rawValue
        let usage = command.usage
        switch rule {
        case .finite:
            guard let value else {
                throw error("'\(name)' takes numbers: expected '\(usage)', got '\(text)'", on: line)
            }
            guard value.isFinite else {
                throw error("'\(name)' takes finite numbers: expected '\(usage)', got '\(text)'", on: line)
            }
            return value
        case .wholeNotches:
            guard let value, value.isFinite, value.rounded(.towardZero) == value else {
                throw error(
                    "'\(name)' takes whole notches: expected '\(usage)' with integers, got '\(text)'", on: line)
            }
            return value
        case .positive:
            guard let value, value.isFinite, value > 0 else {
                throw error("'\(name)' takes a positive window size: expected '\(usage)', got '\(text)'", on: line)
            }
            return value
        }
    }
}
