import VitrineJSON
import VitrineLive

/// Reads presets out of a parsed presets file, collecting every problem with its position and
/// field instead of stopping at the first.
struct PresetsDecoder {
    /// What is wrong so far, in the order found: the first ``keptProblemLimit``.
    private(set) var problems: [PresetsFileProblem] = []
    /// How many problems were found in all, kept or not.
    private(set) var problemCount = 0
    /// What runs the person's own types the file names (`"swift"`): the window's live Swift,
    /// or nothing where the file is only checked.
    var liveCode: any LiveCode = UnloadedLiveCode()

    /// The most problems kept: a file of a million mistakes costs no more to report than one
    /// of a thousand.
    static let keptProblemLimit = 1000

    /// Notes a problem.
    mutating func report(_ message: String, at position: JSONPosition, field: String) {
        problemCount += 1
        if problems.count < Self.keptProblemLimit {
            problems.append(PresetsFileProblem(position: position, field: field, message: message))
        }
    }

    /// The members of an object by key, after reporting any key not in `allowed` (with the keys
    /// that are); `nil`, reported, when `value` is not an object.
    mutating func members(of value: JSONValue, field: String, allowed: [String]) -> [String: JSONValue]? {
        guard let members = value.objectMembers else {
            report("expected an object, found \(value.typeName)", at: value.position, field: field)
            return nil
        }
        var byKey: [String: JSONValue] = [:]
        for member in members {
            if allowed.contains(member.key) {
                byKey[member.key] = member.value
            } else {
                report(
                    "unknown key \"\(member.key)\"; expected one of: \(allowed.joined(separator: ", "))",
                    at: member.keyPosition, field: field)
            }
        }
        return byKey
    }

    /// A string that is one of `choices`; `nil`, reported, otherwise.
    mutating func choice(_ value: JSONValue, field: String, from choices: [String]) -> String? {
        let expected = choices.map { "\"\($0)\"" }.joined(separator: ", ")
        guard let text = value.stringValue else {
            report("expected one of \(expected), found \(value.typeName)", at: value.position, field: field)
            return nil
        }
        guard choices.contains(text) else {
            report("expected one of \(expected), found \(text.visiblyQuoted)", at: value.position, field: field)
            return nil
        }
        return text
    }

    /// A string that is not empty; `nil`, reported, otherwise.
    mutating func name(_ value: JSONValue, field: String) -> String? {
        guard let text = value.stringValue, UserPreset.isValidName(text) else {
            report(
                "expected a name of 1 to \(UserPreset.maximumNameLength) letters (a-z, A-Z), digits, '-', '_' "
                    + "and '.' (not first), found \(value.stringValue?.visiblyQuoted ?? value.typeName)",
                at: value.position, field: field)
            return nil
        }
        return text
    }

    /// `true` or `false`; `nil`, reported, otherwise.
    mutating func bool(_ value: JSONValue, field: String) -> Bool? {
        guard let flag = value.boolValue else {
            report("expected true or false, found \(value.typeName)", at: value.position, field: field)
            return nil
        }
        return flag
    }

    /// A number; `nil`, reported, otherwise.
    mutating func number(_ value: JSONValue, field: String) -> Double? {
        guard let number = value.numberValue else {
            report("expected a number, found \(value.typeName)", at: value.position, field: field)
            return nil
        }
        return number
    }

    /// A number as the file would spell it: "7" rather than "7.0" (``Swift/Double/shortestText``,
    /// but −0 as "0").
    static func text(of number: Double) -> String {
        number == 0 ? "0" : number.shortestText
    }
}
