/// A press on a number of the panel, away from its buttons: a drag sideways changes the number,
/// a press and release without one is a click (two quick ones open its ``PanelField``).
struct NumberDrag: Hashable, Sendable {
    /// The number's index in the scene's parameters.
    var index: Int
    /// Where the press began, across the window, in points.
    var startX: Double
    /// The number's value then (the low end of its range for "none").
    var startValue: Double
    /// Whether the pointer has moved far enough sideways to be a drag.
    var isDragging = false

    /// How far the pointer may move before a press becomes a drag, in points.
    static let slop = 3.0

    /// How much one point of drag moves a number whose step is `stepSize`: a step every 4
    /// points, or every 40 with Shift held for fine changes.
    static func change(perPoint stepSize: Double, isFine: Bool) -> Double {
        stepSize / (isFine ? 40 : 4)
    }
}
