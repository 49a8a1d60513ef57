import Foundation
import VitrineInput

/// A number of the panel being typed: which one, the text so far, and why the last text was
/// refused, if it was. Enter or a double-click on a number opens it, Enter sets the number,
/// Esc leaves it as it was.
///
/// A number is typed in the library's units (radians for angles) or, for an angle, in degrees
/// with `°` or `deg` after it (`45°`); an optional one takes `none`. The number is written as
/// an input script writes one (``DecimalNumber``: plain decimals, no hexadecimal). The value
/// must lie in the number's range: the panel never clamps what was typed.
struct PanelField: Hashable, Sendable {
    /// The number's index in the scene's parameters.
    var index: Int
    /// What has been typed, all of it selected when the field opens.
    private var typed: TypedText
    /// Why the text was refused when Enter was last pressed, shown in its row until it changes.
    var problem: String?

    /// What has been typed.
    var text: String { typed.text }
    /// Whether the text is as the field opened with it, all of it selected: typing replaces it.
    var isSelected: Bool { typed.isSelected }

    /// The most characters the field takes.
    static let maximumLength = 24

    /// A field for `parameter`, starting from its value as it is typed: "0.80", "45°", "none".
    init(index: Int, parameter: SceneParameter) {
        self.index = index
        typed = TypedText(Self.text(for: parameter.number, unit: parameter.unit), maximumLength: Self.maximumLength)
        problem = nil
    }

    /// `value` as the field shows it.
    static func text(for value: Double?, unit: NumericParameterUnit) -> String {
        guard let value else { return "none" }
        switch unit {
        case .number: return value.decimalText(2)
        case .count: return value.decimalText(0)
        case .angle:
            let degrees = value * 180 / .pi
            return degrees.decimalText(abs(degrees - degrees.rounded()) < 0.05 ? 0 : 1) + "°"
        }
    }

    /// Adds typed text (replacing the text while it is all selected), up to ``maximumLength``
    /// characters; the problem goes.
    mutating func type(_ text: String) {
        typed.type(text)
        problem = nil
    }

    /// Removes the last character (all of the text while it is selected); the problem goes.
    mutating func deleteBackward() {
        typed.deleteBackward()
        problem = nil
    }

    /// The value the text stands for (`nil` for "none"), or why it cannot be set.
    func value(for parameter: SceneParameter) -> Result<Double?, Problem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let range = parameter.range
        // What the number may be: "a number from 0.10 to 3.00", "a whole number from 1 to 40"…
        let bounds: String
        switch parameter.unit {
        case .number: bounds = "a number from \(range.lowerBound.decimalText(2)) to \(range.upperBound.decimalText(2))"
        case .count: bounds = "a whole number from \(range.lowerBound.decimalText(0)) to \(range.upperBound.decimalText(0))"
        case .angle:
            bounds =
                "a number from \(range.lowerBound.decimalText(2)) to \(range.upperBound.decimalText(2)) "
                + "(\((range.lowerBound * 180 / .pi).decimalText(0))° to \((range.upperBound * 180 / .pi).decimalText(0))°)"
        }
        let expectation = bounds + (parameter.isOptional ? " or none" : "")
        func expected() -> Problem {
            Problem(message: "\(parameter.name): expected \(expectation), found \(text.visiblyQuoted)")
        }
        if trimmed == "none" { return parameter.isOptional ? .success(nil) : .failure(expected()) }
        var number = trimmed
        var isDegrees = false
        for suffix in ["°", "deg"] where parameter.unit == .angle && number.hasSuffix(suffix) {
            number = String(number.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            isDegrees = true
        }
        // One grammar for every typed number, the input scripts' (no hexadecimal, no "inf").
        guard let typed = DecimalNumber(number)?.value else {
            return .failure(
                Problem(
                    message: "\(parameter.name): expected \(expectation), written as "
                        + "\(DecimalNumber.expectation), found \(text.visiblyQuoted)"))
        }
        guard typed.isFinite, parameter.unit != .count || typed == typed.rounded() else { return .failure(expected()) }
        let value = isDegrees ? typed * .pi / 180 : typed
        // What the panel shows as a bound counts as in range (45° typed for 0.785398… radians).
        let slack =
            switch parameter.unit {
            case .angle: 0.5 * .pi / 180
            case .number: 0.005
            case .count: 0.0
            }
        guard value >= range.lowerBound - slack, value <= range.upperBound + slack else { return .failure(expected()) }
        return .success(min(max(value, range.lowerBound), range.upperBound))
    }

    /// Why a typed value was refused.
    struct Problem: Error, Hashable {
        /// What was expected and what was found.
        var message: String
    }
}
