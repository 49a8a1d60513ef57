import VitrineShowcase

/// A path or transform the Showcase scene offers: its name (the `type` in presets files), the
/// value it starts from, how to recognise a value of it, its numeric parameters and the curves
/// a person draws (a Bézier path's points, a curve transform's curves).
///
/// `Shape` is `any PathProtocol` for paths and `(any TransformProtocol)?` for transforms, where
/// `nil` is no transform.
struct ShapeChoice<Shape: Sendable>: Sendable {
    /// The name the panel shows and presets files use: "circle".
    let name: String
    /// The value a switch to this choice starts from.
    let initial: Shape
    /// The numbers the panel steps and presets files set.
    let parameters: [NumericParameter<Shape>]
    /// The curves the window's editor draws and presets files set; none for most choices.
    var curves: [CurveParameter<Shape>] = []
    /// Whether a value belongs to this choice.
    var matches: @Sendable (Shape) -> Bool
    /// Whether the choice is a type of the person's own Swift (`--swift`).
    var isLive = false

    /// The name as the window lists it: a person's own type is marked "(Swift)".
    var label: String { isLive ? "\(name) (Swift)" : name }
}

extension ShapeChoice where Shape == any PathProtocol {
    /// A path choice for the concrete path type of `initial`.
    static func path<Concrete: PathProtocol>(
        _ name: String, _ initial: Concrete,
        _ parameters: [NumericParameter<Concrete>],
        curves: [CurveParameter<Concrete>] = []
    ) -> Self {
        ShapeChoice(
            name: name, initial: initial, parameters: parameters.map { $0.erased(as: Shape.self) },
            curves: curves.map { $0.erased(as: Shape.self) }, matches: { $0 is Concrete })
    }
}

extension ShapeChoice where Shape == (any TransformProtocol)? {
    /// No transform.
    static var none: Self {
        ShapeChoice(name: "flat", initial: nil, parameters: [], matches: { $0 == nil })
    }

    /// A transform choice for the concrete transform type of `initial`; `matches` tells apart
    /// choices of one type (the cylinder and the inverted one).
    static func transform<Concrete: TransformProtocol>(
        _ name: String, _ initial: Concrete, _ parameters: [NumericParameter<Concrete>],
        curves: [CurveParameter<Concrete>] = [], matches: @escaping @Sendable (Concrete) -> Bool = { _ in true }
    ) -> Self {
        ShapeChoice(
            name: name, initial: initial, parameters: parameters.map { $0.erased(as: Shape.self) },
            curves: curves.map { $0.erased(as: Shape.self) }, matches: { ($0 as? Concrete).map(matches) ?? false })
    }
}
