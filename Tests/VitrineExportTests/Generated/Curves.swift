// Made by Vitrine's "copy as Swift" from the Showcase preset "curves" at 1280 × 720.

import VitrineGeometry
import VitrineMotion
import VitrineShowcase

/// The layout of Vitrine's Showcase preset "curves": items on a `BezierPath`, shaped by
/// `CurveTransform`. `itemSize` defaults to the size of the items in a 1280 × 720 window.
func curvesLayout(itemSize: Size = Size(width: 226.8, height: 302.4)) -> Layout {
    Layout(
        itemSize: itemSize,
        lineSpacing: 16,
        path: BezierPath(points: [
            Point(x: -1, y: 0.5),
            Point(x: -0.3, y: 0.1),
            Point(x: 0, y: 0),
            Point(x: 0.6, y: -0.2),
            Point(x: 1, y: 0.5),
        ]),
        transform: CurveTransform(
            scale: RateCurve(points: [Point(x: -1, y: 0.6), Point(x: 0, y: 1), Point(x: 1, y: 0.6)]),
            rotation: RateCurve(points: [Point(x: -1, y: .pi / 4), Point(x: 1, y: -.pi / 4)]),
            opacity: RateCurve(points: [Point(x: -1.2, y: 0), Point(x: 0, y: 1), Point(x: 1.2, y: 0)]),
            depth: .constant(0)
        )
    )
}

/// The showcase of Vitrine's Showcase preset "curves" in `viewport`: ``curvesLayout(itemSize:)``
/// and 9 items of `View`, each made by `model` when it comes into view. Pass the platform's
/// reduce-motion setting as `prefersReducedMotion` (macOS's
/// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, iOS's
/// `UIAccessibility.isReduceMotionEnabled`, GNOME's `enable-animations` turned off): the items then
/// slide on a straight line and never turn (`Layout.reducingMotion()`), and glides are shorter.
func curvesShowcase<View: ReusableView>(
    viewport: Size, view: View.Type, prefersReducedMotion: Bool = false,
    model: @escaping (Int) -> View.Model
) throws(ShowcaseError) -> Showcase {
    let layout = curvesLayout()
    let showcase = Showcase(viewport: viewport, layout: prefersReducedMotion ? layout.reducingMotion() : layout)
    showcase.snapping = .stick
    showcase.reducesMotion = prefersReducedMotion
    showcase.register(view)
    try showcase.reset(view, count: 9, model: model)
    return showcase
}

/// What a screen reader says for item `index` (from 0) of the 9: "Card 1 of 9" for the first. Set
/// it as the item's accessibility label when its view is configured (a `UIView`'s
/// `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).
func curvesAccessibilityLabel(forItem index: Int) -> String {
    "Card \(index + 1) of 9"
}
