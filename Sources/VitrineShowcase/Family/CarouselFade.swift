/// iCarousel's fade options: items fade out as their offset leaves `fadeMin...fadeMax`.
///
/// The factor is how far the offset lies outside the band, and the alpha is
/// `1 − min(factor, fadeRange) / fadeRange · (1 − fadeMinAlpha)`: 1 inside the band, reaching
/// ``fadeMinAlpha`` ``fadeRange`` items beyond it.
public struct CarouselFade: Hashable, Sendable {
    /// The lowest offset shown at full opacity (`iCarouselOptionFadeMin`). The default is −∞.
    public var fadeMin: Double
    /// The highest offset shown at full opacity (`iCarouselOptionFadeMax`). The default is +∞.
    public var fadeMax: Double
    /// How many items the fade takes (`iCarouselOptionFadeRange`). The default is 1.
    public var fadeRange: Double
    /// The alpha at the end of the fade (`iCarouselOptionFadeMinAlpha`). The default is 0.
    public var fadeMinAlpha: Double

    /// Creates a fade; the defaults fade nothing.
    public init(
        fadeMin: Double = -.infinity, fadeMax: Double = .infinity, fadeRange: Double = 1,
        fadeMinAlpha: Double = 0
    ) {
        self.fadeMin = fadeMin
        self.fadeMax = fadeMax
        self.fadeRange = fadeRange
        self.fadeMinAlpha = fadeMinAlpha
    }

    /// No fade: every offset at full opacity.
    public static let none = CarouselFade()
    /// The TimeMachine's fade: items in front of the center (offset > 0) fade out over one item.
    public static let timeMachine = CarouselFade(fadeMax: 0)
    /// The inverted TimeMachine's fade: items with offset < 0 fade out over one item.
    public static let invertedTimeMachine = CarouselFade(fadeMin: 0)

    /// The alpha of an item at `offset`, clamped to 0...1. A non-positive range makes the fade a
    /// step to ``fadeMinAlpha``.
    public func alpha(forOffset offset: Double) -> Double {
        var factor = 0.0
        if offset > fadeMax {
            factor = offset - fadeMax
        } else if offset < fadeMin {
            factor = fadeMin - offset
        }
        let alpha: Double
        if fadeRange > 0 {
            alpha = 1 - min(factor, fadeRange) / fadeRange * (1 - fadeMinAlpha)
        } else {
            alpha = factor > 0 ? fadeMinAlpha : 1
        }
        return alpha.isNaN ? 0 : min(max(alpha, 0), 1)
    }
}
