// Made by Vitrine's "copy as Swift" from the Showcase preset "carousel" at 1280 × 720.

import VitrineGeometry
import VitrineMotion
import VitrineShowcase

/// The layout of Vitrine's Showcase preset "carousel": items on a straight line, shaped by
/// `CoverFlowTransform`. `itemSize` defaults to the size of the items in a 1280 × 720 window.
func carouselLayout(itemSize: Size = Size(width: 226.8, height: 302.4)) -> Layout {
    Layout(itemSize: itemSize, transform: CoverFlowTransform())
}

/// The showcase of Vitrine's Showcase preset "carousel" in `viewport`:
/// ``carouselLayout(itemSize:)`` and 8 items of `View`, each made by `model` when it comes into
/// view. Pass the platform's reduce-motion setting as `prefersReducedMotion` (macOS's
/// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, iOS's
/// `UIAccessibility.isReduceMotionEnabled`, GNOME's `enable-animations` turned off): the items then
/// slide on a straight line and never turn (`Layout.reducingMotion()`), and glides are shorter.
func carouselShowcase<View: ReusableView>(
    viewport: Size, view: View.Type, prefersReducedMotion: Bool = false,
    model: @escaping (Int) -> View.Model
) throws(ShowcaseError) -> Showcase {
    let layout = carouselLayout()
    let showcase = Showcase(viewport: viewport, layout: prefersReducedMotion ? layout.reducingMotion() : layout)
    showcase.snapping = .stick
    showcase.isLooping = false
    showcase.wheelPolicy = WheelPolicy(mode: .oneItemPerGesture, threshold: 0.5, releasesAtEdges: true)
    showcase.reducesMotion = prefersReducedMotion
    showcase.register(view)
    try showcase.reset(view, count: 8, model: model)
    return showcase
}

/// The autoplay of Vitrine's Showcase preset "carousel": a step backward every 2.5 s, paused by the
/// pointer over the content and by a press, the wheel or a key until 1 s after. Hand it every event
/// the content takes (`autoplay.handle(event, at: time)`) and, once a frame, call
/// ``carouselAutoplayStep(_:showcase:at:)``. Tell it when the pointer comes over the content or
/// leaves it (`autoplay.setPointerOver(_:at:)`). Pass the platform's reduce-motion setting as
/// `prefersReducedMotion`: the autoplay then never steps, as in Vitrine with reduced motion on.
func carouselAutoplay(prefersReducedMotion: Bool = false) -> Autoplay {
    var autoplay = Autoplay(configuration: Autoplay.Configuration(
        isEnabled: true,
        delay: 2.5,
        direction: .backward,
        pausesOnHover: true,
        resumeDelay: 1
    ))
    if prefersReducedMotion { autoplay.configuration.isEnabled = false }
    return autoplay
}

/// Moves `autoplay` on to `time` and, when a step is due, glides the content one item on, round
/// from the last item to the first (backward, from the first to the last). Call it once a frame,
/// after the content's own update.
func carouselAutoplayStep(_ autoplay: inout Autoplay, showcase: Showcase, at time: Double) {
    let steps = autoplay.update(at: time)
    let count = showcase.count
    guard steps != 0, count > 0 else { return }
    let current = showcase.scroller.restingPage ?? 0
    showcase.scrollToItem(((current + steps) % count + count) % count, animated: true, at: time)
}

/// What a screen reader says for item `index` (from 0) of the 8: "Card 1 of 8" for the first. Set
/// it as the item's accessibility label when its view is configured (a `UIView`'s
/// `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).
func carouselAccessibilityLabel(forItem index: Int) -> String {
    "Card \(index + 1) of 8"
}
