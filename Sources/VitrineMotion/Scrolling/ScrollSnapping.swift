/// Where a fling comes to rest when the content has resting positions (items, pages, or the
/// places a scene's ``Scroller/Configuration/targetContentOffset`` picks).
public enum ScrollSnapping: String, CaseIterable, Hashable, Sendable {
    /// Flings rest wherever their deceleration ends; wheel notches and keys still move from one
    /// resting position to the next.
    case free
    /// A fling rests on the resting position nearest where it would have ended (a flick never
    /// turns back: if that one is behind, the first one ahead), reaching it along its own
    /// deceleration curve, the rate adjusted so the curve ends exactly there
    /// (UIScrollView's `targetContentOffset` pattern; iCarousel's `scrollToItemBoundary`,
    /// Swiper's `freeMode.sticky`).
    case stick
    /// A flick moves to the next resting position in its direction and a slow release to the
    /// nearest: one item or page a gesture, as UIScrollView's `isPagingEnabled`.
    case paging
}
