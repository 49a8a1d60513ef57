/// Fades an item, as the seed's `PVActionFade`: sets the node's opacity, which also fades its
/// text and children.
public struct PVActionFade: PVActionBasicType {
    /// The opacity at the start.
    public var fromValue: Double
    /// The opacity at the end.
    public var toValue: Double
    /// When within the page the fade plays.
    public var parameters: PVParameters

    /// Fades from `from` to `to`.
    public init(from: Double = 1, to: Double, parameters: PVParameters = .default) {
        self.fromValue = from
        self.toValue = to
        self.parameters = parameters
    }

    /// Sets the opacity `progress` of the way from ``fromValue`` to ``toValue``.
    public func step(_ progress: Double, target: inout PVTarget) {
        target.node.opacity = interpolate(fromValue, toValue, progress)
    }

    /// The fade from ``toValue`` back to ``fromValue``.
    public func reverse(with newParameters: PVParameters) -> PVActionFade {
        PVActionFade(from: toValue, to: fromValue, parameters: newParameters)
    }

    /// The same fade with other parameters.
    public func copy(with newParameters: PVParameters = .default) -> PVActionFade {
        PVActionFade(from: fromValue, to: toValue, parameters: newParameters)
    }

    /// A fade that starts where this one ends.
    public func continueFade(to value: Double, newParameters: PVParameters = .default) -> PVActionFade {
        PVActionFade(from: toValue, to: value, parameters: newParameters)
    }
}
