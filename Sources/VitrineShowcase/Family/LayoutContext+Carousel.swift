import Foundation

extension LayoutContext {
    /// iCarousel's most visible items, `MAX_VISIBLE_ITEMS`.
    static let carouselMaximumVisibleItems = 30.0

    /// iCarousel's `circularCarouselItemCount`: how many items share the circle,
    /// `min(30, max(12, ceil(length / (spacing · width)) · π))` truncated, at most the item count
    /// and at least 1 (so an empty showcase divides by nothing); `override` replaces it
    /// (`iCarouselOptionCount`).
    func circularCount(spacing: Double, override: Int?) -> Int {
        if let override { return max(override, 1) }
        let raw = (viewportLength / (spacing * period)).rounded(.up) * .pi
        let bounded = raw.isNaN ? 12 : min(Self.carouselMaximumVisibleItems, max(12, raw))
        return max(min(Int(bounded), itemCount), 1)
    }
}
