/// Scales an item about its center, as the seed's `PVActionScale`: both ways at once, or only
/// horizontally or vertically.
public struct PVActionScale: PVActionBasicType {
    /// Which way an item scales.
    public enum Axis: Hashable, Sendable {
        /// Both ways by the same factor, as `transform.scale`.
        case both
        /// Horizontally, as `transform.scale.x`.
        case x
        /// Vertically, as `transform.scale.y`.
        case y
    }

    /// Which way the item scales (the seed's key path).
    public var axis: Axis
    /// The factor at the start.
    public var fromValue: Double
    /// The factor at the end.
    public var toValue: Double
    /// When within the page the scale plays.
    public var parameters: PVParameters

    /// Scales along `axis` from `fromValue` to `toValue`.
    public init(axis: Axis, fromValue: Double, toValue: Double, parameters: PVParameters = .default) {
        self.axis = axis
        self.fromValue = fromValue
        self.toValue = toValue
        self.parameters = parameters
    }

    /// Scales both ways.
    public init(from: Double = 1, to: Double, parameters: PVParameters = .default) {
        self.init(axis: .both, fromValue: from, toValue: to, parameters: parameters)
    }

    /// Scales horizontally.
    public init(fromX: Double = 1, toX: Double, parameters: PVParameters = .default) {
        self.init(axis: .x, fromValue: fromX, toValue: toX, parameters: parameters)
    }

    /// Scales vertically.
    public init(fromY: Double = 1, toY: Double, parameters: PVParameters = .default) {
        self.init(axis: .y, fromValue: fromY, toValue: toY, parameters: parameters)
    }

    /// Sets the factor `progress` of the way from ``fromValue`` to ``toValue``.
    public func step(_ progress: Double, target: inout PVTarget) {
        let factor = interpolate(fromValue, toValue, progress)
        switch axis {
        case .both:
            target.scaleX = factor
            target.scaleY = factor
        case .x:
            target.scaleX = factor
        case .y:
            target.scaleY = factor
        }
    }

    /// The scale from ``toValue`` back to ``fromValue`` along the same axis.
    public func reverse(with newParameters: PVParameters) -> PVActionScale {
        PVActionScale(axis: axis, fromValue: toValue, toValue: fromValue, parameters: newParameters)
    }

    /// The same scale with other parameters.
    public func copy(with newParameters: PVParameters = .default) -> PVActionScale {
        PVActionScale(axis: axis, fromValue: fromValue, toValue: toValue, parameters: newParameters)
    }

    /// A scale along the same axis that starts where this one ends.
    public func continueScale(to value: Double, newParameters: PVParameters = .default) -> PVActionScale {
        PVActionScale(axis: axis, fromValue: toValue, toValue: value, parameters: newParameters)
    }
}
