import VitrineGeometry

/// Items fade as they leave the middle: an opacity transform, the counterpart of
/// ``TransformScale`` for opacity.
///
/// The opacity is 1 while `|rate| ≤ startRate` (the same band where the seed's default rotation
/// and scale leave items alone), then falls linearly to ``minimumOpacity`` at the edges
/// (`|rate| = 1`) and stays there in the margin:
/// `1 − (1 − minimumOpacity) · min((|rate| − startRate) / (1 − startRate), 1)`.
/// With the defaults that is 0.65 at rate ±0.6 and 0.3 at the edges. A ``startRate`` of 1 or
/// more fades nothing inside the viewport and gives ``minimumOpacity`` beyond it.
///
/// The matrix is the identity, so this changes only the opacity; it does not move items.
public struct TransformFade: AppearanceTransform, Hashable {
    /// The |rate| where the fading starts. The default is 0.2.
    public var startRate: Double
    /// The opacity at and beyond the edges, 0...1. The default is 0.3.
    public var minimumOpacity: Double

    /// Creates a fade.
    public init(startRate: Double = 0.2, minimumOpacity: Double = 0.3) {
        self.startRate = startRate
        self.minimumOpacity = minimumOpacity
    }

    /// The opacity at `rate`, clamped to 0...1.
    public func opacity(withScrollingRate rate: Double) -> Double {
        let distance = abs(rate)
        guard distance > startRate else { return 1 }
        let fraction = startRate < 1 ? min((distance - startRate) / (1 - startRate), 1) : 1
        let opacity = 1 - (1 - minimumOpacity) * fraction
        return min(max(opacity, 0), 1)
    }

    /// The identity: the fade changes no geometry.
    public func transform(withScrollingRate rate: Double) -> Transform3D {
        .identity
    }

    /// The identity transform with ``opacity(withScrollingRate:)``, the item nearest the center
    /// on top (``ItemAppearance/flatZPosition(forOffset:)``).
    public func appearance(withScrollingRate rate: Double, in context: LayoutContext) -> ItemAppearance {
        ItemAppearance(
            opacity: opacity(withScrollingRate: rate),
            zPosition: ItemAppearance.flatZPosition(forOffset: context.offset))
    }
}
