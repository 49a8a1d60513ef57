extension PresetEntry {
    /// The entry as JSON text: `{`, then one member a line, `step` deeper than `indentation`,
    /// then `}` at `indentation`. Paths, transforms and plugin numbers are objects on one line
    /// (`{ "type": "circle", "normalizedRadius": 0.8 }`), as Docs/Presets-Files.md writes them, a curve's
    /// points among them (`"points": [[-1, 0.4], [0, 0]]`). The first
    /// line is not indented (the text goes where the entry starts) and no line break ends it.
    ///
    /// The same entry always gives the same text; every number reads back as the same `Double`.
    func text(indentation: String = "", step: String = "  ", lineBreak: String = "\n") -> String {
        let inner = indentation + step
        let lines = ([Member("name", .string(name))] + members).map { inner + Self.text(of: $0) }
        return "{" + lineBreak + lines.joined(separator: "," + lineBreak) + lineBreak + indentation + "}"
    }

    /// `"key": value`.
    static func text(of member: Member) -> String {
        quoted(member.key) + ": " + text(of: member.value)
    }

    /// A value on one line.
    static func text(of value: Value) -> String {
        switch value {
        case .string(let string): quoted(string)
        case .number(let number): text(of: number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .strings(let strings): "[" + strings.map(quoted).joined(separator: ", ") + "]"
        case .numbers(let numbers): "[" + numbers.map(text(of:)).joined(separator: ", ") + "]"
        case .points(let points): "[" + points.map { "[\(text(of: $0.x)), \(text(of: $0.y))]" }.joined(separator: ", ") + "]"
        case .object(let members) where members.isEmpty: "{}"
        case .object(let members): "{ " + members.map(text(of:)).joined(separator: ", ") + " }"
        case .objects(let objects): "[" + objects.map { text(of: .object($0)) }.joined(separator: ", ") + "]"
        }
    }

    /// A number as JSON: whole numbers without a fraction ("800", "-0"), others in the
    /// shortest digits that read back as the same `Double` ("0.7853981633974483", "1e-05").
    /// Settings are finite; were one not, its text ("nan", "inf") would not be JSON, and the
    /// check that the saved file reads back would refuse it.
    static func text(of number: Double) -> String {
        assert(number.isFinite, "a preset's number is not finite: \(number)")
        return number.shortestText
    }

    /// `string` in quotes, with quotes, backslashes and control characters escaped.
    static func quoted(_ string: String) -> String {
        string.quoted { scalar in
            guard scalar.value < 0x20 else { return nil }
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
    }
}
