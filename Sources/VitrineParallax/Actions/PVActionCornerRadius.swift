/// Rounds an item's corners more or less, as `layer.cornerRadius`. Not in the seed.
///
/// ```swift
/// PVActionCornerRadius(from: 0, to: 60)     // a square that becomes a circle of 120 points
/// ```
public struct PVActionCornerRadius: PVActionBasicType {
    /// The radius at the start, in points.
    public var fromValue: Double
    /// The radius at the end, in points.
    public var toValue: Double
    /// When within the page the change plays.
    public var parameters: PVParameters

    /// Changes the corner radius from `from` to `to`.
    public init(from: Double, to: Double, parameters: PVParameters = .default) {
        self.fromValue = from
        self.toValue = to
        self.parameters = parameters
    }

    /// Sets the radius `progress` of the way from ``fromValue`` to ``toValue``, never below 0.
    public func step(_ progress: Double, target: inout PVTarget) {
        target.node.cornerRadius = max(interpolate(fromValue, toValue, progress), 0)
    }

    /// The change from ``toValue`` back to ``fromValue``.
    public func reverse(with newParameters: PVParameters) -> PVActionCornerRadius {
        PVActionCornerRadius(from: toValue, to: fromValue, parameters: newParameters)
    }

    /// The same change with other parameters.
    public func copy(with newParameters: PVParameters = .default) -> PVActionCornerRadius {
        PVActionCornerRadius(from: fromValue, to: toValue, parameters: newParameters)
    }

    /// A change that starts where this one ends.
    public func continueChange(to value: Double, newParameters: PVParameters = .default) -> PVActionCornerRadius {
        PVActionCornerRadius(from: toValue, to: value, parameters: newParameters)
    }
}
