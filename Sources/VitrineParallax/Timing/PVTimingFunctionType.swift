/// Maps an action's progress to its eased progress: the seed's `PVTimingFunctionType`.
///
/// An action's parameters may carry one. The action then steps with `evaluate(q)` instead of its
/// own progress q, which is 0 at the action's start offset and 1 at its stop offset, and leaves
/// [0, 1] only while the scroll bounces past an open end (start offset 0 or stop offset 1).
/// A conformer should return 0 at 0 and 1 at 1, and a finite value for every finite input.
///
/// Built in: ``PVTimingFunction`` (a cubic Bézier, by name or by control points) and ``Easing``
/// (the 30 easings.net functions in closed form, elastic and bounce included). A custom one, as
/// in the seed's README:
///
/// ```swift
/// struct EaseOutSineFunction: PVTimingFunctionType {
///     func evaluate(_ input: Double) -> Double {
///         sin(input * .pi / 2)
///     }
/// }
/// ```
///
/// Unlike the seed's, the protocol refines `Sendable`, so parameters that hold a timing function
/// are `Sendable` too.
public protocol PVTimingFunctionType: Sendable {
    /// The eased progress for the progress `input`: 0 at 0, 1 at 1.
    func evaluate(_ input: Double) -> Double
}
