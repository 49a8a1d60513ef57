import VitrineGeometry

/// Items spin about their centers as they leave the middle. The seed's `TransformRotate`.
///
/// Within `|rate| ≤ startRate` items are upright; beyond, the z-rotation is
/// `rotateAngle · (rate − sign(rate) · startRate)`, so it starts from 0 and turns one way on the
/// left (top) and the other way on the right (bottom).
public struct TransformRotate: TransformProtocol, Hashable {
    /// The |rate| where the rotation starts. The default is 0.2.
    public var startRate: Double
    /// The angle, in radians, per unit of rate past ``startRate``. The default is 2π.
    public var rotateAngle: Double

    /// Creates a rotation; `TransformRotate()` gives the seed's defaults.
    public init(startRate: Double = 0.2, rotateAngle: Double = 2 * .pi) {
        self.startRate = startRate
        self.rotateAngle = rotateAngle
    }

    /// The rotation angle, in radians, at `rate`.
    public func angle(withScrollingRate rate: Double) -> Double {
        guard abs(rate) > startRate else { return 0 }
        return rotateAngle * (rate < 0 ? rate + startRate : rate - startRate)
    }

    /// A rotation about the z axis by ``angle(withScrollingRate:)``.
    public func transform(withScrollingRate rate: Double) -> Transform3D {
        .makeRotation(angle(withScrollingRate: rate), 0, 0, 1)
    }
}
