/// Parameters moved onto the values that hold their root: an existential, or an outer struct.
extension NumericParameter {
    /// The same parameter on an existential or supertype `Erased` that holds a `Root`: reads
    /// give `nil` and writes do nothing when the held value is not a `Root`.
    func erased<Erased>(as type: Erased.Type) -> NumericParameter<Erased> {
        let read = self.read, write = self.write
        return NumericParameter<Erased>(
            name: name, stepSize: stepSize, range: range, unit: unit, isOptional: isOptional,
            read: { ($0 as? Root).flatMap(read) },
            write: { erased, value in
                guard var root = erased as? Root else { return }
                write(&root, value)
                if let changed = root as? Erased { erased = changed }
            })
    }

    /// The same parameter on a struct `Outer` that holds a `Root` at `keyPath`, named
    /// "prefix.name" (as `transformRotate.startRate` in a TransformScaleRotate).
    func nested<Outer>(_ prefix: String, in keyPath: WritableKeyPath<Outer, Root> & Sendable) -> NumericParameter<Outer> {
        lifted(to: keyPath, name: prefix + "." + name)
    }

    /// The same parameter on a value `Outer` that holds a `Root` at `keyPath`, named `name`
    /// (by default its own name: a path's number on the whole scene configuration).
    func lifted<Outer>(to keyPath: WritableKeyPath<Outer, Root> & Sendable, name: String? = nil) -> NumericParameter<Outer> {
        let read = self.read, write = self.write
        return NumericParameter<Outer>(
            name: name ?? self.name, stepSize: stepSize, range: range, unit: unit, isOptional: isOptional,
            read: { read($0[keyPath: keyPath]) },
            write: { outer, value in write(&outer[keyPath: keyPath], value) })
    }
}
