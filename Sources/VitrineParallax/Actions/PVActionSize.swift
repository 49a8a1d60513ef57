/// Resizes an item about its center, as the seed's `PVActionSize`. Sizes may be relative to
/// the item's container (``PVSize/isRelative``), resolved on every step.
///
/// ```swift
/// PVActionSize(from: PVSize(width: 0.2, height: 0.2, isRelative: true),
///              to: PVSize(width: 0.4, height: 0.4, isRelative: true))
/// ```
public struct PVActionSize: PVActionBasicType {
    /// The size at the start.
    public var fromValue: PVSize
    /// The size at the end.
    public var toValue: PVSize
    /// When within the page the resize plays.
    public var parameters: PVParameters

    /// Resizes from `from` to `to`, keeping the center.
    public init(from: PVSize, to: PVSize, parameters: PVParameters = .default) {
        self.fromValue = from
        self.toValue = to
        self.parameters = parameters
    }

    /// Sets the size `progress` of the way from ``fromValue`` to ``toValue``.
    public func step(_ progress: Double, target: inout PVTarget) {
        target.node.size = interpolate(
            fromValue.resolved(in: target.containerSize),
            toValue.resolved(in: target.containerSize), progress)
    }

    /// The resize from ``toValue`` back to ``fromValue``.
    public func reverse(with newParameters: PVParameters) -> PVActionSize {
        PVActionSize(from: toValue, to: fromValue, parameters: newParameters)
    }

    /// The same resize with other parameters.
    public func copy(with newParameters: PVParameters = .default) -> PVActionSize {
        PVActionSize(from: fromValue, to: toValue, parameters: newParameters)
    }

    /// A resize that starts where this one ends.
    public func continueChange(to value: PVSize, newParameters: PVParameters = .default) -> PVActionSize {
        PVActionSize(from: toValue, to: value, parameters: newParameters)
    }
}
