// Made by Vitrine's "copy as Swift" from the Showcase preset "tuned" at 1280 × 720.

import VitrineGeometry
import VitrineMotion
import VitrineShowcase

/// The layout of Vitrine's Showcase preset "tuned": items on a `CircularPath`, shaped by
/// `TimeMachineTransform`. `itemSize` defaults to the size of the items in a 1280 × 720 window.
func tunedLayout(itemSize: Size = Size(width: 240, height: 180)) -> Layout {
    Layout(
        direction: .vertical,
        itemSize: itemSize,
        lineSpacing: 12,
        path: CircularPath(normalizedRadius: 0.8, normalizedOffset: -0.75, offsetAngle: -.pi / 6, angle: 1.2),
        transform: TimeMachineTransform(
            tilt: -0.35,
            spacing: 1.5,
            perspective: -0.0007875007875007876,
            viewpointOffset: Size(width: 0, height: -40),
            fade: CarouselFade.timeMachine
        )
    )
}

/// The showcase of Vitrine's Showcase preset "tuned" in `viewport`: ``tunedLayout(itemSize:)`` and
/// 1000 items of `View`, each made by `model` when it comes into view. Pass the platform's
/// reduce-motion setting as `prefersReducedMotion` (macOS's
/// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, iOS's
/// `UIAccessibility.isReduceMotionEnabled`, GNOME's `enable-animations` turned off): the items then
/// slide on a straight line and never turn (`Layout.reducingMotion()`), and glides are shorter.
func tunedShowcase<View: ReusableView>(
    viewport: Size, view: View.Type, prefersReducedMotion: Bool = false,
    model: @escaping (Int) -> View.Model
) throws(ShowcaseError) -> Showcase {
    let layout = tunedLayout()
    let showcase = Showcase(viewport: viewport, layout: prefersReducedMotion ? layout.reducingMotion() : layout)
    showcase.snapping = .paging
    showcase.isLooping = false
    showcase.decelerationRate = DecelerationRate(rawValue: 0.995) ?? .normal
    showcase.edgeBehavior = .stretch
    showcase.reducesMotion = prefersReducedMotion
    showcase.register(view)
    try showcase.reset(view, count: 1000, model: model)
    return showcase
}

/// What a screen reader says for item `index` (from 0) of the 1000: "Card 1 of 1000" for the first.
/// Set it as the item's accessibility label when its view is configured (a `UIView`'s
/// `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).
func tunedAccessibilityLabel(forItem index: Int) -> String {
    "Card \(index + 1) of 1000"
}
