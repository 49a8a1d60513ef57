import VitrineGeometry

/// A shape for items as a function of their scrolling rate. The seed's `TransformProtocol`.
///
/// The rate is −1 at the left (top) edge of the viewport, 0 at its center and +1 at its right
/// (bottom) edge, unclamped beyond. The transform applies about the item's center, as a layer
/// transform does.
///
/// ```swift
/// struct TransformTilt: TransformProtocol {
///     func transform(withScrollingRate rate: Double) -> Transform3D {
///         .makeRotation(rate * .pi / 8, 0, 0, 1)
///     }
/// }
/// ```
///
/// A transform that also sets opacity or depth, or that moves items itself, conforms to the
/// refinement ``AppearanceTransform``.
public protocol TransformProtocol: Sendable {
    /// The transform of an item whose scrolling rate is `rate`.
    func transform(withScrollingRate rate: Double) -> Transform3D
}
