/// An action that plays between two offsets of its page with a timing function, as the seed's
/// `PVActionBasicType`: ``PVActionType/update(_:target:)`` maps the page progress through ``parameters``
/// and calls ``step(_:target:)`` with the result.
///
/// A custom one, after the seed's README (letter spacing of the node's text):
///
/// ```swift
/// struct LetterSpacingAction: PVActionBasicType {
///     var parameters = PVParameters.default
///     var fromSpacing: Double
///     var toSpacing: Double
///
///     func step(_ progress: Double, target: inout PVTarget) {
///         target.node.letterSpacing = fromSpacing + (toSpacing - fromSpacing) * progress
///     }
///
///     func reverse(with newParameters: PVParameters) -> LetterSpacingAction {
///         LetterSpacingAction(parameters: newParameters, fromSpacing: toSpacing, toSpacing: fromSpacing)
///     }
/// }
/// ```
public protocol PVActionBasicType: PVActionType {
    /// When within the page the action plays, and its timing function.
    var parameters: PVParameters { get }

    /// Sets `target` to the state at the action's own, already eased, progress `progress`:
    /// 0 is the start state and 1 the end state.
    func step(_ progress: Double, target: inout PVTarget)

    /// The same action played backwards (from and to swapped) with `newParameters`; the old
    /// offsets and timing function are dropped, as in the seed.
    func reverse(with newParameters: PVParameters) -> Self
}

extension PVActionBasicType {
    /// Maps the page progress with ``parameters`` (``PVParameters/actionProgress(forPageProgress:)``)
    /// and steps to the result.
    public func update(_ progress: Double, target: inout PVTarget) {
        step(parameters.actionProgress(forPageProgress: progress), target: &target)
    }
}
