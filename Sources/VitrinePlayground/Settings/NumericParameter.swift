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
/// 0 (or the end of the range nearest 0).
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
    init(_ name: String, _ keyPath: WritableKeyPath<Root, Double> & Sendable, step: Double, range: ClosedRange<Double>,
         unit: NumericParameterUnit = .number) {
        self.init(name: name, stepSize: step, range: range, unit: unit, isOptional: false,
                  read: { $0[keyPath: keyPath] },
                  write: { root, value in
                      if let value { root[keyPath: keyPath] = value }
                  })
    }

    /// A parameter for an optional `Double` property.
    init(_ name: String, _ keyPath: WritableKeyPath<Root, Double?> & Sendable, step: Double, range: ClosedRange<Double>,
         unit: NumericParameterUnit = .number) {
        self.init(name: name, stepSize: step, range: range, unit: unit, isOptional: true,
                  read: { $0[keyPath: keyPath] }, write: { root, value in root[keyPath: keyPath] = value })
    }

    /// Creates a parameter from its parts.
    init(name: String, stepSize: Double, range: ClosedRange<Double>, unit: NumericParameterUnit, isOptional: Bool,
         read: @escaping @Sendable (Root) -> Double?, write: @escaping @Sendable (inout Root, Double?) -> Void) {
        self.name = name
        self.stepSize = stepSize
        self.range = range
        self.unit = unit
        self.isOptional = isOptional
        self.read = read
        self.write = write
    }

    /// Moves the value `steps` steps (negative steps go down), staying in range. The result is
    /// rounded to a whole number of steps from the low end, so that repeated steps do not
    /// collect rounding errors.
    func step(_ root: inout Root, by steps: Int) {
        guard let value = read(root) else {
            if isOptional, steps > 0 { write(&root, min(max(0, range.lowerBound), range.upperBound)) }
            return
        }
        let moved = value + Double(steps) * stepSize
        if isOptional, moved < range.lowerBound - stepSize / 2 {
            write(&root, nil)
            return
        }
        let snapped = range.lowerBound + ((moved - range.lowerBound) / stepSize).rounded() * stepSize
        write(&root, min(max(snapped, range.lowerBound), range.upperBound))
    }

    /// Sets the value from a presets file; `nil` (JSON's null) clears an optional property.
    ///
    /// - Returns: What was expected when `value` is out of range or `nil` for a property that
    ///   cannot be, else `nil`.
    func set(_ root: inout Root, to value: Double?) -> String? {
        let isValid = value.map { $0.isFinite && range.contains($0) } ?? isOptional
        guard isValid else {
            return "a number from \(range.lowerBound.decimalText(2)) to \(range.upperBound.decimalText(2))"
                + (isOptional ? " or null" : "")
        }
        write(&root, value)
        return nil
    }
}
