import VitrineShowcase

/// A curve inside a value of type `Root` (a Bézier path's points, a curve transform's scale)
/// that the window lets a person draw and a presets file sets, by the name of the library's
/// property.
///
/// ```swift
/// let scale = CurveParameter("scale", \CurveTransform.scale, values: 0...2)
/// var transform = CurveTransform()
/// scale.write(&transform, RateCurve(points: [Point(x: -1, y: 0.5), Point(x: 0, y: 1)]))
/// ```
struct CurveParameter<Root>: Sendable {
    /// The property's name in presets files: "scale"; a path's curve is its "points".
    let name: String
    /// The values a point can be dragged between in the window; a presets file may go beyond.
    let values: ClosedRange<Double>
    /// How the editor shows the values at its edges.
    let unit: NumericParameterUnit
    /// Reads the curve out of a root; `nil` when the root holds none (an erased root of
    /// another type).
    let read: @Sendable (Root) -> RateCurve?
    /// Writes a curve into a root.
    let write: @Sendable (inout Root, RateCurve) -> Void

    /// A parameter for a `RateCurve` property.
    init(
        _ name: String, _ keyPath: WritableKeyPath<Root, RateCurve> & Sendable, values: ClosedRange<Double>,
        unit: NumericParameterUnit = .number
    ) {
        self.init(
            name: name, values: values, unit: unit,
            read: { $0[keyPath: keyPath] }, write: { $0[keyPath: keyPath] = $1 })
    }

    /// Creates a parameter from its parts.
    init(
        name: String, values: ClosedRange<Double>, unit: NumericParameterUnit,
        read: @escaping @Sendable (Root) -> RateCurve?, write: @escaping @Sendable (inout Root, RateCurve) -> Void
    ) {
        self.name = name
        self.values = values
        self.unit = unit
        self.read = read
        self.write = write
    }

    /// The same parameter on an existential or optional `Erased` that holds a `Root`: reads
    /// give `nil` and writes do nothing when the held value is not a `Root`.
    func erased<Erased>(as type: Erased.Type) -> CurveParameter<Erased> {
        let read = self.read, write = self.write
        return CurveParameter<Erased>(
            name: name, values: values, unit: unit,
            read: { ($0 as? Root).flatMap(read) },
            write: { erased, curve in
                guard var root = erased as? Root else { return }
                write(&root, curve)
                if let changed = root as? Erased { erased = changed }
            })
    }

    /// The same parameter on a value `Outer` that holds a `Root` at `keyPath`: a path's curve
    /// on the whole scene configuration.
    func lifted<Outer>(to keyPath: WritableKeyPath<Outer, Root> & Sendable) -> CurveParameter<Outer> {
        let read = self.read, write = self.write
        return CurveParameter<Outer>(
            name: name, values: values, unit: unit,
            read: { read($0[keyPath: keyPath]) },
            write: { outer, curve in write(&outer[keyPath: keyPath], curve) })
    }
}
