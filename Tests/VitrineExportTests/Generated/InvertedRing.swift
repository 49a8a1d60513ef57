// Made by Vitrine's "copy as Swift" from the Showcase preset "inverted-ring" at 1280 × 720.

import VitrineGeometry
import VitrineShowcase

/// The layout of Vitrine's Showcase preset "inverted-ring": items on a `WavePath`, shaped by
/// `CylinderTransform`. `itemSize` defaults to the size of the items in a 1280 × 720 window.
func invertedRingLayout(itemSize: Size = Size(width: 226.8, height: 302.4)) -> Layout {
    Layout(
        itemSize: itemSize,
        lineSpacing: 0,
        path: WavePath(normalizedAmplitude: 0.3, offsetAngle: .pi / 4),
        transform: CylinderTransform(
            inverted: true,
            spacing: 0.8,
            arc: .pi,
            count: 12,
            viewpointOffset: Size(width: 0, height: 30),
            fade: CarouselFade(fadeMin: -2, fadeMax: 2, fadeRange: 1.5, fadeMinAlpha: 0.2)
        )
    )
}

/// The showcase of Vitrine's Showcase preset "inverted-ring" in `viewport`:
/// ``invertedRingLayout(itemSize:)`` and 12 items of `View`, each made by `model` when it comes
/// into view. Pass the platform's reduce-motion setting as `prefersReducedMotion` (macOS's
/// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, iOS's
/// `UIAccessibility.isReduceMotionEnabled`, GNOME's `enable-animations` turned off): the items then
/// slide on a straight line and never turn (`Layout.reducingMotion()`), and glides are shorter.
func invertedRingShowcase<View: ReusableView>(
    viewport: Size, view: View.Type, prefersReducedMotion: Bool = false,
    model: @escaping (Int) -> View.Model
) throws(ShowcaseError) -> Showcase {
    let layout = invertedRingLayout()
    let showcase = Showcase(viewport: viewport, layout: prefersReducedMotion ? layout.reducingMotion() : layout)
    showcase.reducesMotion = prefersReducedMotion
    showcase.register(view)
    try showcase.reset(view, count: 12, model: model)
    return showcase
}

/// What a screen reader says for item `index` (from 0) of the 12: "Card 1 of 12" for the first. Set
/// it as the item's accessibility label when its view is configured (a `UIView`'s
/// `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).
func invertedRingAccessibilityLabel(forItem index: Int) -> String {
    "Card \(index + 1) of 12"
}
