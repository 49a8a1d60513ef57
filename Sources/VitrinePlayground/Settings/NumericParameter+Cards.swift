extension NumericParameter {
    /// The most cards a scene holds: a million, which cost what a few dozen do (only the cards in
    /// view are made and drawn).
    static var maximumItemCount: Int { 1_000_000 }

    /// The numbers of a scene's cards themselves, which the panel lists after the others and
    /// presets files set: `itemCount`, how many (a whole number, 1 to ``maximumItemCount``), and
    /// `itemScale`, how much larger than the window gives them they are (0.25 to 2).
    static func cardParameters(
        count: WritableKeyPath<Root, Int> & Sendable,
        scale: WritableKeyPath<Root, Double> & Sendable
    ) -> [NumericParameter<Root>] {
        [
            NumericParameter(
                name: "itemCount", stepSize: 1, range: 1...Double(maximumItemCount), unit: .count,
                isOptional: false, read: { Double($0[keyPath: count]) },
                write: { root, value in
                    if let value, value.isFinite {
                        root[keyPath: count] = Int(min(max(value.rounded(), 1), Double(maximumItemCount)))
                    }
                }),
            NumericParameter("itemScale", scale, step: 0.05, range: 0.25...2),
        ]
    }
}
