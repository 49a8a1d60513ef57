// Made by Vitrine's "copy as Swift" from the Flow preset "flow-end" at 1280 × 720.

import VitrineFlowLayout
import VitrineGeometry

/// The layout of Vitrine's Flow preset "flow-end": 36 items whose sizes repeat every 12 as a
/// 1280 × 720 window gives them, resting at the end of their line, with parallax and dimming, then
/// scale and fade. In Vitrine a fling moves one item, decelerating at the rate 0.99, and the ends
/// bounce.
func flowEndLayout(viewport: Size = Size(width: 1280, height: 720)) -> PluginableFlowLayout {
    let sizes = [
        Size(width: 320, height: 624),
        Size(width: 240, height: 302),
        Size(width: 240, height: 302),
        Size(width: 380, height: 624),
        Size(width: 200, height: 194),
        Size(width: 260, height: 194),
        Size(width: 200, height: 194),
        Size(width: 300, height: 302),
        Size(width: 340, height: 302),
        Size(width: 420, height: 624),
        Size(width: 240, height: 302),
        Size(width: 280, height: 302),
    ]
    let flowLayout = FlowLayout(
        scrollDirection: .horizontal,
        items: .individual(count: 36) { sizes[$0 % sizes.count] },
        minimumLineSpacing: 20,
        minimumInteritemSpacing: 20,
        sectionInset: EdgeInsets(top: 64, left: 48, bottom: 32, right: 48)
    )
    return PluginableFlowLayout(
        alignment: .lineEnd,
        plugins: [ParallaxDimmingFlowLayoutPlugin(), ScaleFadeFlowLayoutPlugin()],
        flowLayout: flowLayout,
        viewport: viewport
    )
}

/// The attributes of the items of `layout` (``flowEndLayout(viewport:)``) in `rect`, as they are
/// shown. Pass the platform's reduce-motion setting as `prefersReducedMotion` (macOS's
/// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, iOS's
/// `UIAccessibility.isReduceMotionEnabled`, GNOME's `enable-animations` turned off): nothing then
/// turns or moves at a speed of its own, the fades stay
/// (`PluginableFlowLayoutAttributes.reducingMotion()`).
func flowEndAttributes(
    _ layout: PluginableFlowLayout, in rect: Rect, bounds: Rect, prefersReducedMotion: Bool = false
) -> [PluginableFlowLayoutAttributes] {
    let attributes = layout.layoutAttributesForElements(in: rect, bounds: bounds)
    return prefersReducedMotion ? attributes.map { $0.reducingMotion() } : attributes
}

/// What a screen reader says for item `index` (from 0) of the 36: "Card 1 of 36" for the first. Set
/// it as the item's accessibility label when its view is configured (a `UIView`'s
/// `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).
func flowEndAccessibilityLabel(forItem index: Int) -> String {
    "Card \(index + 1) of 36"
}
