import Foundation

/// One numeric parameter of a scene (of its path or transform), as the panel lists it: what it
/// belongs to, its name in the library, its value, the values it may take and the preset's.
struct SceneParameter: Hashable, Sendable {
    /// What the parameter belongs to: "circle" (the path), "rotate" (the transform).
    var group: String
    /// The property's name in the library and in presets files: "normalizedRadius".
    var name: String
    /// The value as the panel shows it: "0.80", "0.79 (45°)".
    var value: String
    /// The value itself, in the property's units (radians for angles); `nil` for an optional
    /// property that is not set ("none").
    var number: Double?
    /// The values it may take.
    var range: ClosedRange<Double>
    /// How far one step (a key, a − or + button, a wheel notch) moves it.
    var stepSize: Double
    /// How it is shown and typed.
    var unit: NumericParameterUnit
    /// Whether it may be `nil` ("none").
    var isOptional: Bool
    /// The value in the preset the scene started from (or, for a path or transform switched to
    /// since, that choice's own starting value): what a reset restores.
    var presetNumber: Double?

    /// Creates a parameter row.
    init(
        group: String, name: String, value: String, number: Double?, range: ClosedRange<Double>, stepSize: Double,
        unit: NumericParameterUnit = .number, isOptional: Bool = false, presetNumber: Double?
    ) {
        self.group = group
        self.name = name
        self.value = value
        self.number = number
        self.range = range
        self.stepSize = stepSize
        self.unit = unit
        self.isOptional = isOptional
        self.presetNumber = presetNumber
    }

    /// `value` on the grid the panel shows the parameter on: hundredths for numbers, whole
    /// degrees for angles, whole numbers for counts. A drag lands there, so that what it sets
    /// is what the panel shows, and a preset saved or Swift exported after it writes `0.85`,
    /// not `0.8500000000000001`.
    func snapped(_ value: Double) -> Double {
        switch unit {
        case .number: value.roundedToDecimals(2)
        case .count: value.rounded()
        case .angle: (value * 180 / .pi).rounded() * .pi / 180
        }
    }

    /// Where the value sits in its range, 0 at the low end and 1 at the high end (0 for "none"):
    /// the length of the bar under it. A count whose range spans a hundredfold or more is placed
    /// on a logarithmic scale, so that 24 cards of a million show a quarter of a bar rather than
    /// none: `log(n / low) / log(high / low)`.
    var fraction: Double {
        guard let number, range.upperBound > range.lowerBound else { return 0 }
        let low = range.lowerBound, high = range.upperBound
        let fraction =
            unit == .count && low > 0 && high / low >= 100
            ? Foundation.log(max(number, low) / low) / Foundation.log(high / low)
            : (number - low) / (high - low)
        return min(max(fraction, 0), 1)
    }
}

extension NumericParameter {
    /// The parameter of `root` as the panel lists it, in `group`, with `preset` the value it
    /// had in the preset (what a reset restores).
    func sceneParameter(group: String, of root: Root, preset: Root) -> SceneParameter {
        SceneParameter(
            group: group, name: name, value: formattedValue(of: root), number: read(root), range: range,
            stepSize: stepSize, unit: unit, isOptional: isOptional, presetNumber: read(preset))
    }

    /// Sets the value to `value` kept in range, or clears it when `value` is `nil` and the
    /// property may be `nil` (else leaves it alone); non-finite values change nothing.
    func setClamped(_ root: inout Root, to value: Double?) {
        guard let value else {
            if isOptional { write(&root, nil) }
            return
        }
        guard value.isFinite else { return }
        write(&root, min(max(value, range.lowerBound), range.upperBound))
    }
}
