import Foundation

/// Items ride an arc: `normalizedRadius · cos(value · angle − offsetAngle) + normalizedOffset`.
/// The seed's `CircularPath`.
///
/// With the defaults the viewport's width maps to the angles −π/2…π/2, so the center item sits
/// on the axis (cos 0 − 1 = 0) and the items at the edges reach −1, the top (left) edge.
public struct CircularPath: PathProtocol, Hashable {
    /// The arc's radius in normalized units. The default is 1.
    public var normalizedRadius: Double
    /// Added to the result; the default of −1 puts the arc's top on the axis.
    public var normalizedOffset: Double
    /// Subtracted from the angle, turning the arc. The default is 0.
    public var offsetAngle: Double
    /// The angle the normalized coordinate 1 maps to. The default is π/2.
    public var angle: Double

    /// Creates a circular path; `CircularPath()` gives the seed's defaults.
    public init(
        normalizedRadius: Double = 1, normalizedOffset: Double = -1, offsetAngle: Double = 0,
        angle: Double = .pi / 2
    ) {
        self.normalizedRadius = normalizedRadius
        self.normalizedOffset = normalizedOffset
        self.offsetAngle = offsetAngle
        self.angle = angle
    }

    /// `normalizedRadius · cos(value · angle − offsetAngle) + normalizedOffset`.
    public func normalizedPath(withCoordinate value: Double) -> Double {
        normalizedRadius * cos(value * angle - offsetAngle) + normalizedOffset
    }
}
