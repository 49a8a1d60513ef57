import Foundation

/// Items ride a wave: `normalizedAmplitude · sin(value · angle − offsetAngle) + normalizedOffset`.
/// The seed's `WavePath`.
///
/// With the defaults the viewport's width maps to the angles −π/2…π/2: the left (top) edge is
/// at −0.5, the center on the axis, the right (bottom) edge at +0.5.
public struct WavePath: PathProtocol, Hashable {
    /// The wave's amplitude in normalized units. The default is 0.5.
    public var normalizedAmplitude: Double
    /// Added to the result. The default is 0.
    public var normalizedOffset: Double
    /// Subtracted from the angle, shifting the wave. The default is 0.
    public var offsetAngle: Double
    /// The angle the normalized coordinate 1 maps to. The default is π/2.
    public var angle: Double

    /// Creates a wave path; `WavePath()` gives the seed's defaults.
    public init(
        normalizedAmplitude: Double = 0.5, normalizedOffset: Double = 0, offsetAngle: Double = 0,
        angle: Double = .pi / 2
    ) {
        self.normalizedAmplitude = normalizedAmplitude
        self.normalizedOffset = normalizedOffset
        self.offsetAngle = offsetAngle
        self.angle = angle
    }

    /// `normalizedAmplitude · sin(value · angle − offsetAngle) + normalizedOffset`.
    public func normalizedPath(withCoordinate value: Double) -> Double {
        normalizedAmplitude * sin(value * angle - offsetAngle) + normalizedOffset
    }
}
