import VitrineGeometry

/// A rotation and a scale at the same rate. The seed's `TransformScaleRotate`.
///
/// The matrix is `concat(rotate, scale)`: the rotation applies first, then the scale.
public struct TransformScaleRotate: TransformProtocol, Hashable {
    /// The rotation. The default is `TransformRotate()`.
    public var transformRotate: TransformRotate
    /// The scale. The default is `TransformScale()`.
    public var transformScale: TransformScale

    /// Creates the pair; `TransformScaleRotate()` gives the seed's defaults.
    public init(
        transformRotate: TransformRotate = TransformRotate(),
        transformScale: TransformScale = TransformScale()
    ) {
        self.transformRotate = transformRotate
        self.transformScale = transformScale
    }

    /// `concat(transformRotate(rate), transformScale(rate))`.
    public func transform(withScrollingRate rate: Double) -> Transform3D {
        .concat(
            transformRotate.transform(withScrollingRate: rate),
            transformScale.transform(withScrollingRate: rate))
    }
}
