import VitrineLive

extension LiveTypeDescription {
    /// The type's numbers as the panel steps them and presets files set them, each read and
    /// written on a proxy through the key path `keyPath(name)` (``LivePath/subscript(number:)``).
    func numericParameters<Proxy>(
        _ keyPath: (String) -> WritableKeyPath<Proxy, Double> & Sendable
    ) -> [NumericParameter<Proxy>] {
        numberNames.enumerated().map { index, name in
            let hint = numberHints.indices.contains(index) ? numberHints[index] : LiveNumberHint()
            let range = hint.panelRange(around: defaults.indices.contains(index) ? defaults[index] : 0)
            return NumericParameter(name, keyPath(name), step: hint.panelStep(in: range), range: range)
        }
    }
}
