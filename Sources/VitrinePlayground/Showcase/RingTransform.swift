import VitrineShowcase

/// The transforms that set items on a ring (Cylinder, Rotary, Wheel): the panel and presets
/// files change their spacing and arc alike, and Swift export writes their numbers alike.
protocol RingTransform: CarouselSettings {
    /// Whether the ring is seen from inside.
    var inverted: Bool { get set }
    /// The distance between items, in periods.
    var spacing: Double { get set }
    /// The angle the ring spans, in radians.
    var arc: Double { get set }
    /// How many items the ring holds, or `nil` for as many as fit.
    var count: Int? { get set }
}

extension CylinderTransform: RingTransform {}
extension RotaryTransform: RingTransform {}
extension WheelTransform: RingTransform {}
