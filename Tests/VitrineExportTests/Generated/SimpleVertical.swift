// Made by Vitrine's "copy as Swift" from the Showcase preset "simple-vertical" at 1280 × 720.

import VitrineGeometry
import VitrineShowcase

/// The layout of Vitrine's Showcase preset "simple-vertical": items on a straight line. `itemSize`
/// defaults to the size of the items in a 1280 × 720 window.
func simpleVerticalLayout(itemSize: Size = Size(width: 320, height: 240)) -> Layout {
    Layout(direction: .vertical, itemSize: itemSize, lineSpacing: 16)
}

/// The showcase of Vitrine's Showcase preset "simple-vertical" in `viewport`:
/// ``simpleVerticalLayout(itemSize:)`` and 24 items of `View`, each made by `model` when it comes
/// into view. Pass the platform's reduce-motion setting as `prefersReducedMotion` (macOS's
/// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, iOS's
/// `UIAccessibility.isReduceMotionEnabled`, GNOME's `enable-animations` turned off): the items then
/// slide on a straight line and never turn (`Layout.reducingMotion()`), and glides are shorter.
func simpleVerticalShowcase<View: ReusableView>(
    viewport: Size, view: View.Type, prefersReducedMotion: Bool = false,
    model: @escaping (Int) -> View.Model
) throws(ShowcaseError) -> Showcase {
    let layout = simpleVerticalLayout()
    let showcase = Showcase(viewport: viewport, layout: prefersReducedMotion ? layout.reducingMotion() : layout)
    showcase.reducesMotion = prefersReducedMotion
    showcase.register(view)
    try showcase.reset(view, count: 24, model: model)
    return showcase
}

/// What a screen reader says for item `index` (from 0) of the 24: "Card 1 of 24" for the first. Set
/// it as the item's accessibility label when its view is configured (a `UIView`'s
/// `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).
func simpleVerticalAccessibilityLabel(forItem index: Int) -> String {
    "Card \(index + 1) of 24"
}
