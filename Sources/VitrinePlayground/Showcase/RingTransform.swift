import VitrineShowcase

/// The transforms that set items on a ring (Cylinder, Rotary, Wheel): the panel and presets
/// files change their spacing and arc alike.
protocol RingTransform: TransformProtocol {
    /// The distance between items, in periods.
    var spacing: Double { get set }
    /// The angle the ring spans, in radians.
    var arc: Double { get set }
}

extension CylinderTransform: RingTransform {}
extension RotaryTransform: RingTransform {}
extension WheelTransform: RingTransform {}
