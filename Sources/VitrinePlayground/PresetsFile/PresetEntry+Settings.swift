import VitrineMotion

extension PresetEntry.Value {
    /// A path or transform: `{ "type": "circle", …every number of the choice, …its curves }`,
    /// an optional number that is not set being `null`, a curve its points; `null` for a shape
    /// of none of `choices` (which a path cannot be, so the file would not read back and saving
    /// would refuse it).
    static func shape<Shape>(_ shape: Shape, from choices: [ShapeChoice<Shape>]) -> Self {
        guard let choice = choices.first(where: { $0.matches(shape) }) else { return .null }
        let curves = choice.curves.map { PresetEntry.Member($0.name, $0.read(shape).map { .points($0.points) } ?? .null) }
        return .object([PresetEntry.Member("type", .string(choice.name))] + numbers(of: shape, choice.parameters) + curves)
    }

    /// An object of the numbers of `parameters` read from `root`: `{ "dimmingFactor": 2, … }`.
    static func numbers<Root>(_ root: Root, _ parameters: [NumericParameter<Root>]) -> Self {
        .object(numbers(of: root, parameters))
    }

    /// The numbers of `parameters` read from `root`, as members; `null` where one is not set.
    static func numbers<Root>(of root: Root, _ parameters: [NumericParameter<Root>]) -> [PresetEntry.Member] {
        parameters.map { PresetEntry.Member($0.name, $0.read(root).map(Self.number) ?? .null) }
    }

    /// `"horizontal"` or `"vertical"`.
    static func direction(isHorizontal: Bool) -> Self {
        .string(isHorizontal ? "horizontal" : "vertical")
    }
}

extension ScrollFeel {
    /// `decelerationRate` (by its name, "normal" or "fast", when it has one) and `overscroll`
    /// ("rubber-band", "stretch" or "none").
    var entryMembers: [PresetEntry.Member] {
        let rate = Self.rates.first { $0.rate == decelerationRate }.map { PresetEntry.Value.string($0.name) }
        return [
            PresetEntry.Member("decelerationRate", rate ?? .number(decelerationRate.rawValue)),
            PresetEntry.Member("overscroll", .string(overscrollFileName)),
        ]
    }
}
