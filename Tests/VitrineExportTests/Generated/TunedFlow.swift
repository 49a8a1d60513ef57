// Made by Vitrine's "copy as Swift" from the Flow preset "tuned-flow" at 1280 × 720.

import VitrineFlowLayout
import VitrineGeometry

/// The layout of Vitrine's Flow preset "tuned-flow": 5 items as a 1280 × 720 window gives them,
/// resting anywhere, with scale and fade. In Vitrine a fling rests on the item nearest where it
/// would end, decelerating at the rate 0.998, and the ends stop hard.
func tunedFlowLayout(viewport: Size = Size(width: 1280, height: 720)) -> PluginableFlowLayout {
    let sizes = [
        Size(width: 1184, height: 320),
        Size(width: 582, height: 240),
        Size(width: 582, height: 240),
        Size(width: 1184, height: 380),
        Size(width: 381, height: 200),
    ]
    let flowLayout = FlowLayout(
        items: .individual(sizes),
        minimumLineSpacing: 20,
        minimumInteritemSpacing: 20,
        sectionInset: EdgeInsets(top: 64, left: 48, bottom: 32, right: 48)
    )
    var layout = PluginableFlowLayout(
        alignment: nil,
        plugins: [
            ScaleFadeFlowLayoutPlugin(percentage: .idealFrameAndCollectionVisibility, scaleFactor: 0.35, fadeFactor: 1),
        ],
        flowLayout: flowLayout,
        viewport: viewport
    )
    layout.flickBehavior = .projected
    return layout
}

/// The attributes of the items of `layout` (``tunedFlowLayout(viewport:)``) in `rect`, as they are
/// shown. Pass the platform's reduce-motion setting as `prefersReducedMotion` (macOS's
/// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, iOS's
/// `UIAccessibility.isReduceMotionEnabled`, GNOME's `enable-animations` turned off): nothing then
/// turns or moves at a speed of its own, the fades stay
/// (`PluginableFlowLayoutAttributes.reducingMotion()`).
func tunedFlowAttributes(
    _ layout: PluginableFlowLayout, in rect: Rect, bounds: Rect, prefersReducedMotion: Bool = false
) -> [PluginableFlowLayoutAttributes] {
    let attributes = layout.layoutAttributesForElements(in: rect, bounds: bounds)
    return prefersReducedMotion ? attributes.map { $0.reducingMotion() } : attributes
}

/// What a screen reader says for item `index` (from 0) of the 5: "Card 1 of 5" for the first. Set
/// it as the item's accessibility label when its view is configured (a `UIView`'s
/// `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).
func tunedFlowAccessibilityLabel(forItem index: Int) -> String {
    "Card \(index + 1) of 5"
}
