// Made by Vitrine's "copy as Swift" from the Showcase preset "time-machine" at 1280 × 720.

import VitrineGeometry
import VitrineMotion
import VitrineShowcase

/// The layout of Vitrine's Showcase preset "time-machine": items on a straight line, shaped by
/// `TimeMachineTransform`. `itemSize` defaults to the size of the items in a 1280 × 720 window.
func timeMachineLayout(itemSize: Size = Size(width: 226.8, height: 302.4)) -> Layout {
    Layout(itemSize: itemSize, transform: TimeMachineTransform(perspective: -0.001))
}

/// The showcase of Vitrine's Showcase preset "time-machine" in `viewport`:
/// ``timeMachineLayout(itemSize:)`` and 24 items of `View`, each made by `model` when it comes into
/// view.
func timeMachineShowcase<View: ReusableView>(
    viewport: Size, view: View.Type, model: @escaping (Int) -> View.Model
) throws(ShowcaseError) -> Showcase {
    let showcase = Showcase(viewport: viewport, layout: timeMachineLayout())
    showcase.snapping = .stick
    showcase.register(view)
    try showcase.reset(view, count: 24, model: model)
    return showcase
}

/// What a screen reader says for item `index` (from 0) of the 24: "Card 1 of 24" for the first. Set
/// it as the item's accessibility label when its view is configured (a `UIView`'s
/// `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).
func timeMachineAccessibilityLabel(forItem index: Int) -> String {
    "Card \(index + 1) of 24"
}
