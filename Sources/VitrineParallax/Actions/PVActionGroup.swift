/// Actions that play together with one set of parameters, as the seed's `PVActionGroup`: each
/// child steps with the group's eased progress, and the children's own parameters are ignored.
///
/// ```swift
/// PVActionGroup(actions: [PVActionScale(to: 1.4), PVActionFade(to: 0)],
///               parameters: try PVParameters(startOffset: 0.5))
/// ```
public struct PVActionGroup: PVActionBasicType {
    /// The actions, stepped in order.
    public var actions: [any PVActionBasicType]
    /// When within the page the group plays, and its timing function.
    public var parameters: PVParameters

    /// Groups `actions` under `parameters`.
    public init(actions: [any PVActionBasicType], parameters: PVParameters = .default) {
        self.actions = actions
        self.parameters = parameters
    }

    /// Steps every child to `progress`, in order.
    public func step(_ progress: Double, target: inout PVTarget) {
        for action in actions {
            action.step(progress, target: &target)
        }
    }

    /// Every child reversed (with default parameters, in the same order) under `newParameters`.
    public func reverse(with newParameters: PVParameters) -> PVActionGroup {
        PVActionGroup(actions: actions.map { $0.reverse(with: .default) }, parameters: newParameters)
    }

    /// The same children with other parameters.
    public func copy(with newParameters: PVParameters = .default) -> PVActionGroup {
        PVActionGroup(actions: actions, parameters: newParameters)
    }
}
