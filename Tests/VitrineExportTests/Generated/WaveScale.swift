// Made by Vitrine's "copy as Swift" from the Showcase preset "wave-scale" at 1280 × 720.

import VitrineGeometry
import VitrineMotion
import VitrineShowcase

/// The layout of Vitrine's Showcase preset "wave-scale": items on a `WavePath`, shaped by
/// `TransformScale`. `itemSize` defaults to the size of the items in a 1280 × 720 window.
func waveScaleLayout(itemSize: Size = Size(width: 226.8, height: 302.4)) -> Layout {
    Layout(itemSize: itemSize, lineSpacing: 16, path: WavePath(), transform: TransformScale())
}

/// The showcase of Vitrine's Showcase preset "wave-scale" in `viewport`:
/// ``waveScaleLayout(itemSize:)`` and 24 items of `View`, each made by `model` when it comes into
/// view. Pass the platform's reduce-motion setting as `prefersReducedMotion` (macOS's
/// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, iOS's
/// `UIAccessibility.isReduceMotionEnabled`, GNOME's `enable-animations` turned off): the items then
/// slide on a straight line and never turn (`Layout.reducingMotion()`), and glides are shorter.
func waveScaleShowcase<View: ReusableView>(
    viewport: Size, view: View.Type, prefersReducedMotion: Bool = false,
    model: @escaping (Int) -> View.Model
) throws(ShowcaseError) -> Showcase {
    let layout = waveScaleLayout()
    let showcase = Showcase(viewport: viewport, layout: prefersReducedMotion ? layout.reducingMotion() : layout)
    showcase.snapping = .stick
    showcase.reducesMotion = prefersReducedMotion
    showcase.register(view)
    try showcase.reset(view, count: 24, model: model)
    return showcase
}

/// What a screen reader says for item `index` (from 0) of the 24: "Card 1 of 24" for the first. Set
/// it as the item's accessibility label when its view is configured (a `UIView`'s
/// `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).
func waveScaleAccessibilityLabel(forItem index: Int) -> String {
    "Card \(index + 1) of 24"
}
