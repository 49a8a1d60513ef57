/// Turns an item about its center, as the seed's `PVActionRotate`: in the screen's plane (z),
/// or out of it about the horizontal (x) or vertical (y) axis, drawn in perspective. Angles are
/// in radians.
///
/// ```swift
/// PVActionRotate(toY: .pi)      // a card flip over the page
/// ```
public struct PVActionRotate: PVActionBasicType {
    /// The axis an item turns about.
    public enum Axis: Hashable, Sendable {
        /// The horizontal axis: the top tips away or toward the viewer.
        case x
        /// The vertical axis: a door or a card flip.
        case y
        /// The axis out of the screen: a turn in the screen's plane.
        case z
    }

    /// The axis of the turn (the seed's key path).
    public var axis: Axis
    /// The angle at the start.
    public var fromValue: Double
    /// The angle at the end.
    public var toValue: Double
    /// When within the page the turn plays.
    public var parameters: PVParameters

    /// Turns about `axis` from `fromValue` to `toValue`.
    public init(axis: Axis, fromValue: Double, toValue: Double, parameters: PVParameters = .default) {
        self.axis = axis
        self.fromValue = fromValue
        self.toValue = toValue
        self.parameters = parameters
    }

    /// Turns about the horizontal axis.
    public init(fromX: Double = 0, toX: Double, parameters: PVParameters = .default) {
        self.init(axis: .x, fromValue: fromX, toValue: toX, parameters: parameters)
    }

    /// Turns about the vertical axis.
    public init(fromY: Double = 0, toY: Double, parameters: PVParameters = .default) {
        self.init(axis: .y, fromValue: fromY, toValue: toY, parameters: parameters)
    }

    /// Turns in the screen's plane.
    public init(fromZ: Double = 0, toZ: Double, parameters: PVParameters = .default) {
        self.init(axis: .z, fromValue: fromZ, toValue: toZ, parameters: parameters)
    }

    /// Sets the angle `progress` of the way from ``fromValue`` to ``toValue``.
    public func step(_ progress: Double, target: inout PVTarget) {
        let angle = interpolate(fromValue, toValue, progress)
        switch axis {
        case .x: target.rotationX = angle
        case .y: target.rotationY = angle
        case .z: target.rotationZ = angle
        }
    }

    /// The turn from ``toValue`` back to ``fromValue`` about the same axis.
    public func reverse(with newParameters: PVParameters) -> PVActionRotate {
        PVActionRotate(axis: axis, fromValue: toValue, toValue: fromValue, parameters: newParameters)
    }

    /// The same turn with other parameters.
    public func copy(with newParameters: PVParameters = .default) -> PVActionRotate {
        PVActionRotate(axis: axis, fromValue: fromValue, toValue: toValue, parameters: newParameters)
    }

    /// A turn about the same axis that starts where this one ends.
    public func continueRotate(to value: Double, newParameters: PVParameters = .default) -> PVActionRotate {
        PVActionRotate(axis: axis, fromValue: toValue, toValue: value, parameters: newParameters)
    }
}
