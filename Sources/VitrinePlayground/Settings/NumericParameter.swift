/// A number inside a value of type `Root` (a path, a transform) that the panel steps and a
/// presets file sets, by the name of the library's property.
///
/// ```swift
/// let radius = NumericParameter(\CircularPath.normalizedRadius, step: 0.05, range: 0...2)
/// var path = CircularPath()
/// radius.step(&path, by: -2)   // normalizedRadius 0.9
/// ```
///
/// An optional property (``LinearPath/normalizedInversePosition``) reads as `nil` and shows as
/// "none"; stepping down past the low end makes it `nil`, stepping up from `nil` starts it at
/// the low end, its first value.
struct NumericParameter<Root>: Sendable {
    /// The property's name in the library and in presets files.
    let name: String
    /// How far one step moves the value (radians for angles).
    let stepSize: Double
    /// The values the parameter takes.
    let range: ClosedRange<Double>
    /// How the value is shown.
    let unit: NumericParameterUnit
    /// Whether the property may be `nil`.
    let isOptional: Bool
    /// Reads the value out of a root.
    let read: @Sendable (Root) -> Double?
    /// Writes a value (already in range, or `nil` for an optional property) into a root.
    let write: @Sendable (inout Root, Double?) -> Void

    /// A parameter for a `Double` property.
    init(
        _ name: String, _ keyPath: WritableKeyPath<Root, Double> & Sendable, step: Double, range: ClosedRange<Double>,
        unit: NumericParameterUnit = .number
    ) {
        self.init(
            name: name, stepSize: step, range: range, unit: unit, isOptional: false,
            read: { $0[keyPath: keyPath] },
            write: { root, value in
                if let value { root[keyPath: keyPath] = value }
            })
    }

    /// A parameter for an optional `Double` property.
    init(
        _ name: String, _ keyPath: WritableKeyPath<Root, Double?> & Sendable, step: Double, range: ClosedRange<Double>,
        unit: NumericParameterUnit = .number
    ) {
        self.init(
            name: name, stepSize: step, range: range, unit: unit, isOptional: true,
            read: { $0[keyPath: keyPath] }, write: { root, value in root[keyPath: keyPath] = value })
    }

    /// Creates a parameter from its parts.
    init(
        name: String, stepSize: Double, range: ClosedRange<Double>, unit: NumericParameterUnit, isOptional: Bool,
        read: @escaping @Sendable (Root) -> Double?, write: @escaping @Sendable (inout Root, Double?) -> Void
    ) {
        self.name = name
        self.stepSize = stepSize
        self.range = range
        self.unit = unit
        self.isOptional = isOptional
        self.read = read
        self.write = write
    }

    /// Moves the value `steps` steps (negative steps go down), staying in range: up from the
    /// value shown, one step lands on the next value of the grid above it, whole multiples of
    /// ``stepSize`` (of 5° for angles, counted in the degrees shown); down, on the next below.
    /// A value off the grid lands on it at the first step (1.20 (69°) + gives 1.22 (70°)), and
    /// a value on it moves by whole steps, without collecting rounding errors.
    ///
    /// An optional property steps from `nil` ("none") up to the range's low end, and down from
    /// the low end back to `nil`.
    func step(_ root: inout Root, by steps: Int) {
        guard steps != 0 else { return }
        guard let value = read(root) else {
            if isOptional, steps > 0 { write(&root, range.lowerBound) }
            return
        }
        let grid = shown(stepSize)
        guard grid > 0 else { return }
        // The value as shown, in grid steps: whole when it is on the grid.
        let position = shown(value) / grid
        let nearest = position.rounded()
        let isOnGrid = abs(position - nearest) < 1e-9
        let first =
            steps > 0
            ? (isOnGrid ? nearest + 1 : position.rounded(.up))
            : (isOnGrid ? nearest - 1 : position.rounded(.down))
        let target = unshown(first * grid + Double(steps - steps.signum()) * grid)
        if isOptional, target < range.lowerBound - stepSize / 2 {
            write(&root, nil)
            return
        }
        write(&root, min(max(target, range.lowerBound), range.upperBound))
    }

    /// A value in the units and the rounding the panel shows it with: degrees to the degree for
    /// angles, hundredths for numbers.
    private func shown(_ value: Double) -> Double {
        switch unit {
        case .number: return (value * 100).rounded() / 100
        case .angle: return (value * 180 / .pi).rounded()
        case .count: return value.rounded()
        }
    }

    /// A value shown in the panel's units, back in the property's own.
    private func unshown(_ value: Double) -> Double {
        switch unit {
        case .number: return (value * 100).rounded() / 100
        case .angle: return value * .pi / 180
        case .count: return value.rounded()
        }
    }

    /// Sets the value from a presets file; `nil` (JSON's null) clears an optional property.
    ///
    /// - Returns: What was expected when `value` is out of range or `nil` for a property that
    ///   cannot be, else `nil`.
    func set(_ root: inout Root, to value: Double?) -> String? {
        let isValid = value.map { $0.isFinite && range.contains($0) && (unit != .count || $0 == $0.rounded()) } ?? isOptional
        guard isValid else {
            let bounds =
                unit == .count
                ? "a whole number from \(range.lowerBound.decimalText(0)) to \(range.upperBound.decimalText(0))"
                : "a number from \(range.lowerBound.decimalText(2)) to \(range.upperBound.decimalText(2))"
            return bounds + (isOptional ? " or null" : "")
        }
        write(&root, value)
        return nil
    }
}
