// Made by Vitrine's "copy as Swift" from the Flow preset "ticker" at 1280 × 720.

import VitrineFlowLayout
import VitrineGeometry
import VitrineMotion

/// The layout of Vitrine's Flow preset "ticker": 5 items as a 1280 × 720 window gives them, resting
/// at the start of their line, with parallax and dimming, then scale and fade. In Vitrine a fling
/// moves one item, decelerating at the rate 0.99, and the ends bounce.
func tickerLayout(viewport: Size = Size(width: 1280, height: 720)) -> PluginableFlowLayout {
    let sizes = [
        Size(width: 320, height: 624),
        Size(width: 240, height: 302),
        Size(width: 240, height: 302),
        Size(width: 380, height: 624),
        Size(width: 200, height: 194),
    ]
    let flowLayout = FlowLayout(
        scrollDirection: .horizontal,
        items: .individual(sizes),
        minimumLineSpacing: 20,
        minimumInteritemSpacing: 20,
        sectionInset: EdgeInsets(top: 64, left: 48, bottom: 32, right: 48)
    )
    return PluginableFlowLayout(
        alignment: .lineStart,
        plugins: [ParallaxDimmingFlowLayoutPlugin(), ScaleFadeFlowLayoutPlugin()],
        flowLayout: flowLayout,
        viewport: viewport
    )
}

/// The attributes of the items of `layout` (``tickerLayout(viewport:)``) in `rect`, as they are
/// shown. Pass the platform's reduce-motion setting as `prefersReducedMotion` (macOS's
/// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, iOS's
/// `UIAccessibility.isReduceMotionEnabled`, GNOME's `enable-animations` turned off): nothing then
/// turns or moves at a speed of its own, the fades stay
/// (`PluginableFlowLayoutAttributes.reducingMotion()`).
func tickerAttributes(
    _ layout: PluginableFlowLayout, in rect: Rect, bounds: Rect, prefersReducedMotion: Bool = false
) -> [PluginableFlowLayoutAttributes] {
    let attributes = layout.layoutAttributesForElements(in: rect, bounds: bounds)
    return prefersReducedMotion ? attributes.map { $0.reducingMotion() } : attributes
}

/// The wheel policy of Vitrine's Flow preset "ticker", for the `Scroller.Configuration.wheelPolicy`
/// of the scroll that moves ``tickerLayout(viewport:)``: smooth, from a threshold of 2 notches, the
/// ends passing the wheel on to the page.
func tickerWheelPolicy() -> WheelPolicy {
    WheelPolicy(threshold: 2, releasesAtEdges: true)
}

/// The autoplay of Vitrine's Flow preset "ticker": a step forward every 1.5 s, paused by a press,
/// the wheel or a key until 2 s after. Hand it every event the content takes
/// (`autoplay.handle(event, at: time)`) and, once a frame, call
/// ``tickerAutoplayItem(_:currentItem:itemCount:at:)``. Pass the platform's reduce-motion setting
/// as `prefersReducedMotion`: the autoplay then never steps, as in Vitrine with reduced motion on.
func tickerAutoplay(prefersReducedMotion: Bool = false) -> Autoplay {
    var autoplay = Autoplay(configuration: Autoplay.Configuration(isEnabled: true, delay: 1.5))
    if prefersReducedMotion { autoplay.configuration.isEnabled = false }
    return autoplay
}

/// Moves `autoplay` on to `time` and, when a step is due, returns the item to glide into its slot
/// (round from the last item to the first, backward from the first to the last), `nil` otherwise:
/// call it once a frame with the item the scroll rests on, and scroll to
/// `layout.targetContentOffset(forItemAt:)` of the item it returns.
func tickerAutoplayItem(
    _ autoplay: inout Autoplay, currentItem current: Int, itemCount count: Int, at time: Double
) -> Int? {
    let steps = autoplay.update(at: time)
    guard steps != 0, count > 0 else { return nil }
    return ((current + steps) % count + count) % count
}

/// What a screen reader says for item `index` (from 0) of the 5: "Card 1 of 5" for the first. Set
/// it as the item's accessibility label when its view is configured (a `UIView`'s
/// `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).
func tickerAccessibilityLabel(forItem index: Int) -> String {
    "Card \(index + 1) of 5"
}
