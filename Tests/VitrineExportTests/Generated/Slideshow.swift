// Made by Vitrine's "copy as Swift" from the Parallax preset "slideshow" at 1280 × 720.

import VitrineGeometry
import VitrineMotion
import VitrineParallax

/// The view of Vitrine's Parallax preset "slideshow" in `viewport`: its delegate answers
/// `numberOfPages(in:)` with 5 and `direction(of:)` with `.horizontal`, and gives the items of
/// ``slideshowItems(onPage:)`` the actions of ``slideshowActions(ofItem:onPage:)``. Vitrine lays
/// the story out in a page of 1280 × 720 points and scales it to the window. Pass the platform's
/// reduce-motion setting as `prefersReducedMotion`: items then never turn (a turn about x or y
/// fades them instead) and page turns are shorter.
func slideshowView(viewport: Size, prefersReducedMotion: Bool = false) -> PVView {
    let view = PVView(viewport: viewport)
    view.wheelPolicy = WheelPolicy(mode: .oneItemPerGesture)
    view.reducesMotion = prefersReducedMotion
    return view
}

/// The identifiers of the items on page `page` of the story of Vitrine's Parallax preset
/// "slideshow", back to front.
func slideshowItems(onPage page: Int) -> [String] {
    switch page {
    case 0:
        return [
            "ballLinear",
            "ballBounce",
            "ballElastic",
            "ballBack",
            "hero",
            "title0",
            "caption0",
            "title1",
            "caption1",
        ]
    case 1:
        return [
            "ballLinear",
            "ballBounce",
            "ballElastic",
            "ballBack",
            "bar0",
            "bar1",
            "bar2",
            "bar3",
            "bar4",
            "hero",
            "title1",
            "caption1",
            "title2",
            "caption2",
        ]
    case 2:
        return ["bar0", "bar1", "bar2", "bar3", "bar4", "hero", "title2", "caption2", "title3", "caption3"]
    case 3:
        return ["bar0", "bar1", "bar2", "bar3", "bar4", "hero", "title3", "caption3", "title4", "caption4"]
    case 4:
        return ["hero", "title4", "caption4"]
    default:
        return []
    }
}

/// The actions of item `item` on page `page` of the story of Vitrine's Parallax preset "slideshow":
/// relative points are fractions of the page, angles in radians, offsets fractions of the page's
/// progress.
func slideshowActions(ofItem item: String, onPage page: Int) throws(PVParametersError) -> [any PVActionType] {
    switch (item, page) {
    case ("ballLinear", 0):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.1, y: 0.74, isRelative: true),
                toPosition: PVPoint(x: 0.1, y: 0.74, isRelative: true)
            ),
            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.6)),
        ]
    case ("ballBounce", 0):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.1, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.1, y: 0.8, isRelative: true)
            ),
            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.6)),
        ]
    case ("ballElastic", 0):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.1, y: 0.86, isRelative: true),
                toPosition: PVPoint(x: 0.1, y: 0.86, isRelative: true)
            ),
            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.6)),
        ]
    case ("ballBack", 0):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.1, y: 0.92, isRelative: true),
                toPosition: PVPoint(x: 0.1, y: 0.92, isRelative: true)
            ),
            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.6)),
        ]
    case ("hero", 0):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.3, y: 0.55, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.55, isRelative: true),
                parameters: PVParameters(timingFunction: PVTimingFunction(name: .easeInOutCubic))
            ),
            PVActionRotate(
                toZ: .pi / 2,
                parameters: PVParameters(startOffset: 0.1, stopOffset: 0.9, timingFunction: Easing.easeInOutBack)
            ),
            PVActionScale(to: 1.25, parameters: PVParameters(timingFunction: Easing.easeOutQuad)),
            PVActionColor(from: Color(hex: 0x2563EB), to: Color(hex: 0x7C3AED)),
            PVActionCornerRadius(from: 24, to: 100),
        ]
    case ("title0", 0):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true)
            ),
            PVActionFade(to: 0, parameters: PVParameters(stopOffset: 0.45)),
            PVActionMove(
                toTranslation: PVPoint(x: -0.25, y: -0.0, isRelative: true),
                parameters: PVParameters(stopOffset: 0.5, timingFunction: Easing.easeInCubic)
            ),
            PVActionLetterSpacing(
                from: 1,
                to: 18,
                parameters: PVParameters(stopOffset: 0.5, timingFunction: Easing.easeInCubic)
            ),
        ]
    case ("caption0", 0):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true)
            ),
            PVActionTypewriter(
                text: "Scroll on: the card moves, turns, grows and changes color",
                isErasing: true,
                parameters: PVParameters(stopOffset: 0.35)
            ),
        ]
    case ("title1", 0):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true)
            ),
            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.55)),
            PVActionMove(
                fromTranslation: PVPoint(x: 0.25, y: 0, isRelative: true),
                parameters: PVParameters(startOffset: 0.45, timingFunction: Easing.easeOutCubic)
            ),
            PVActionLetterSpacing(
                from: 18,
                to: 1,
                parameters: PVParameters(startOffset: 0.45, timingFunction: Easing.easeOutCubic)
            ),
        ]
    case ("caption1", 0):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true)
            ),
            PVActionTypewriter(
                text: "Four balls, four curves: linear, bounce, elastic, back",
                parameters: PVParameters(startOffset: 0.55)
            ),
        ]
    case ("ballLinear", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.1, y: 0.74, isRelative: true),
                toPosition: PVPoint(x: 0.78, y: 0.74, isRelative: true),
                parameters: PVParameters(stopOffset: 0.8, timingFunction: PVTimingFunction(name: .linear))
            ),
            PVActionFade(to: 0, parameters: PVParameters(startOffset: 0.8)),
        ]
    case ("ballBounce", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.1, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.78, y: 0.8, isRelative: true),
                parameters: PVParameters(stopOffset: 0.8, timingFunction: Easing.easeOutBounce)
            ),
            PVActionFade(to: 0, parameters: PVParameters(startOffset: 0.8)),
        ]
    case ("ballElastic", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.1, y: 0.86, isRelative: true),
                toPosition: PVPoint(x: 0.78, y: 0.86, isRelative: true),
                parameters: PVParameters(stopOffset: 0.8, timingFunction: Easing.easeOutElastic)
            ),
            PVActionFade(to: 0, parameters: PVParameters(startOffset: 0.8)),
        ]
    case ("ballBack", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.1, y: 0.92, isRelative: true),
                toPosition: PVPoint(x: 0.78, y: 0.92, isRelative: true),
                parameters: PVParameters(stopOffset: 0.8, timingFunction: PVTimingFunction(name: .easeInOutBack))
            ),
            PVActionFade(to: 0, parameters: PVParameters(startOffset: 0.8)),
        ]
    case ("bar0", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.26, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.26, y: 0.8, isRelative: true)
            ),
            PVActionScale(fromY: 0.12, toY: 0.12),
            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.6)),
        ]
    case ("bar1", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.38, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.38, y: 0.8, isRelative: true)
            ),
            PVActionScale(fromY: 0.12, toY: 0.12),
            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.6)),
        ]
    case ("bar2", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.8, isRelative: true)
            ),
            PVActionScale(fromY: 0.12, toY: 0.12),
            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.6)),
        ]
    case ("bar3", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.62, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.62, y: 0.8, isRelative: true)
            ),
            PVActionScale(fromY: 0.12, toY: 0.12),
            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.6)),
        ]
    case ("bar4", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.74, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.74, y: 0.8, isRelative: true)
            ),
            PVActionScale(fromY: 0.12, toY: 0.12),
            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.6)),
        ]
    case ("hero", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.55, isRelative: true),
                toPosition: PVPoint(x: 0.72, y: 0.5, isRelative: true),
                parameters: PVParameters(timingFunction: PVTimingFunction(name: .easeInOutQuint))
            ),
            PVActionRotate(toY: .pi, parameters: PVParameters(timingFunction: PVTimingFunction(name: .easeInOutCubic))),
            PVActionSize(from: PVSize(width: 200, height: 200), to: PVSize(width: 140, height: 140)),
            PVActionCornerRadius(from: 100, to: 70),
            PVActionColor(from: Color(hex: 0x7C3AED), to: Color(hex: 0xDB2777)),
        ]
    case ("title1", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true)
            ),
            PVActionFade(to: 0, parameters: PVParameters(stopOffset: 0.45)),
            PVActionMove(
                toTranslation: PVPoint(x: -0.25, y: -0.0, isRelative: true),
                parameters: PVParameters(stopOffset: 0.5, timingFunction: Easing.easeInCubic)
            ),
            PVActionLetterSpacing(
                from: 1,
                to: 18,
                parameters: PVParameters(stopOffset: 0.5, timingFunction: Easing.easeInCubic)
            ),
        ]
    case ("caption1", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true)
            ),
            PVActionTypewriter(
                text: "Four balls, four curves: linear, bounce, elastic, back",
                isErasing: true,
                parameters: PVParameters(stopOffset: 0.35)
            ),
        ]
    case ("title2", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true)
            ),
            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.55)),
            PVActionMove(
                fromTranslation: PVPoint(x: 0.25, y: 0, isRelative: true),
                parameters: PVParameters(startOffset: 0.45, timingFunction: Easing.easeOutCubic)
            ),
            PVActionLetterSpacing(
                from: 18,
                to: 1,
                parameters: PVParameters(startOffset: 0.45, timingFunction: Easing.easeOutCubic)
            ),
        ]
    case ("caption2", 1):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true)
            ),
            PVActionTypewriter(
                text: "Each bar starts a tenth of a page after the one before",
                parameters: PVParameters(startOffset: 0.55)
            ),
        ]
    case ("bar0", 2):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.26, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.26, y: 0.8, isRelative: true)
            ),
            PVActionScale(
                fromY: 0.12,
                toY: 1,
                parameters: PVParameters(stopOffset: 0.5, timingFunction: PVTimingFunction(name: .easeOutBack))
            ),
            PVActionColor(
                from: Color(hex: 0x14B8A6),
                to: Color(hex: 0x38BDF8),
                parameters: PVParameters(stopOffset: 0.5)
            ),
        ]
    case ("bar1", 2):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.38, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.38, y: 0.8, isRelative: true)
            ),
            PVActionScale(
                fromY: 0.12,
                toY: 1,
                parameters: PVParameters(
                    startOffset: 0.1,
                    stopOffset: 0.6,
                    timingFunction: PVTimingFunction(name: .easeOutBack)
                )
            ),
            PVActionColor(
                from: Color(hex: 0x14B8A6),
                to: Color(hex: 0x818CF8),
                parameters: PVParameters(startOffset: 0.1, stopOffset: 0.6)
            ),
        ]
    case ("bar2", 2):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.8, isRelative: true)
            ),
            PVActionScale(
                fromY: 0.12,
                toY: 1,
                parameters: PVParameters(
                    startOffset: 0.2,
                    stopOffset: 0.7,
                    timingFunction: PVTimingFunction(name: .easeOutBack)
                )
            ),
            PVActionColor(
                from: Color(hex: 0x14B8A6),
                to: Color(hex: 0xC084FC),
                parameters: PVParameters(startOffset: 0.2, stopOffset: 0.7)
            ),
        ]
    case ("bar3", 2):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.62, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.62, y: 0.8, isRelative: true)
            ),
            PVActionScale(
                fromY: 0.12,
                toY: 1,
                parameters: PVParameters(
                    startOffset: 0.3,
                    stopOffset: 0.8,
                    timingFunction: PVTimingFunction(name: .easeOutBack)
                )
            ),
            PVActionColor(
                from: Color(hex: 0x14B8A6),
                to: Color(hex: 0xF472B6),
                parameters: PVParameters(startOffset: 0.3, stopOffset: 0.8)
            ),
        ]
    case ("bar4", 2):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.74, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.74, y: 0.8, isRelative: true)
            ),
            PVActionScale(
                fromY: 0.12,
                toY: 1,
                parameters: PVParameters(
                    startOffset: 0.4,
                    stopOffset: 0.9,
                    timingFunction: PVTimingFunction(name: .easeOutBack)
                )
            ),
            PVActionColor(
                from: Color(hex: 0x14B8A6),
                to: Color(hex: 0xFB923C),
                parameters: PVParameters(startOffset: 0.4, stopOffset: 0.9)
            ),
        ]
    case ("hero", 2):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.72, y: 0.5, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.45, isRelative: true)
            ),
            PVActionRotate(fromZ: .pi / 2, toZ: 0),
            PVActionRotate(toX: -0.9, parameters: PVParameters(timingFunction: Easing.easeOutBack)),
            PVActionSize(from: PVSize(width: 140, height: 140), to: PVSize(width: 260, height: 170)),
            PVActionCornerRadius(from: 70, to: 28),
            PVActionColor(from: Color(hex: 0xDB2777), to: Color(hex: 0xC2410C)),
            PVActionFade(to: 0.9),
        ]
    case ("title2", 2):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true)
            ),
            PVActionFade(to: 0, parameters: PVParameters(stopOffset: 0.45)),
            PVActionMove(
                toTranslation: PVPoint(x: -0.25, y: -0.0, isRelative: true),
                parameters: PVParameters(stopOffset: 0.5, timingFunction: Easing.easeInCubic)
            ),
            PVActionLetterSpacing(
                from: 1,
                to: 18,
                parameters: PVParameters(stopOffset: 0.5, timingFunction: Easing.easeInCubic)
            ),
        ]
    case ("caption2", 2):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true)
            ),
            PVActionTypewriter(
                text: "Each bar starts a tenth of a page after the one before",
                isErasing: true,
                parameters: PVParameters(stopOffset: 0.35)
            ),
        ]
    case ("title3", 2):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true)
            ),
            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.55)),
            PVActionMove(
                fromTranslation: PVPoint(x: 0.25, y: 0, isRelative: true),
                parameters: PVParameters(startOffset: 0.45, timingFunction: Easing.easeOutCubic)
            ),
            PVActionLetterSpacing(
                from: 18,
                to: 1,
                parameters: PVParameters(startOffset: 0.45, timingFunction: Easing.easeOutCubic)
            ),
        ]
    case ("caption3", 2):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true)
            ),
            PVActionTypewriter(
                text: "The card tips about x and flips about y, in perspective",
                parameters: PVParameters(startOffset: 0.55)
            ),
        ]
    case ("bar0", 3):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.26, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.26, y: 0.8, isRelative: true)
            ),
            PVActionFade(to: 0, parameters: PVParameters(stopOffset: 0.4)),
        ]
    case ("bar1", 3):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.38, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.38, y: 0.8, isRelative: true)
            ),
            PVActionFade(to: 0, parameters: PVParameters(stopOffset: 0.4)),
        ]
    case ("bar2", 3):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.8, isRelative: true)
            ),
            PVActionFade(to: 0, parameters: PVParameters(stopOffset: 0.4)),
        ]
    case ("bar3", 3):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.62, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.62, y: 0.8, isRelative: true)
            ),
            PVActionFade(to: 0, parameters: PVParameters(stopOffset: 0.4)),
        ]
    case ("bar4", 3):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.74, y: 0.8, isRelative: true),
                toPosition: PVPoint(x: 0.74, y: 0.8, isRelative: true)
            ),
            PVActionFade(to: 0, parameters: PVParameters(stopOffset: 0.4)),
        ]
    case ("hero", 3):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.45, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.58, isRelative: true)
            ),
            PVActionRotate(fromX: -0.9, toX: 0),
            PVActionRotate(fromY: .pi, toY: 2 * .pi, parameters: PVParameters(timingFunction: Easing.easeInOutQuart)),
            PVActionScale(from: 1.25, to: 1),
            PVActionColor(from: Color(hex: 0xC2410C), to: Color(hex: 0x15803D)),
            PVActionLetterSpacing(from: 0, to: 10, parameters: PVParameters(startOffset: 0.5)),
            PVActionFade(from: 0.9, to: 1),
        ]
    case ("title3", 3):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true)
            ),
            PVActionFade(to: 0, parameters: PVParameters(stopOffset: 0.45)),
            PVActionMove(
                toTranslation: PVPoint(x: -0.25, y: -0.0, isRelative: true),
                parameters: PVParameters(stopOffset: 0.5, timingFunction: Easing.easeInCubic)
            ),
            PVActionLetterSpacing(
                from: 1,
                to: 18,
                parameters: PVParameters(stopOffset: 0.5, timingFunction: Easing.easeInCubic)
            ),
        ]
    case ("caption3", 3):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true)
            ),
            PVActionTypewriter(
                text: "The card tips about x and flips about y, in perspective",
                isErasing: true,
                parameters: PVParameters(stopOffset: 0.35)
            ),
        ]
    case ("title4", 3):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true)
            ),
            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.55)),
            PVActionMove(
                fromTranslation: PVPoint(x: 0.25, y: 0, isRelative: true),
                parameters: PVParameters(startOffset: 0.45, timingFunction: Easing.easeOutCubic)
            ),
            PVActionLetterSpacing(
                from: 18,
                to: 1,
                parameters: PVParameters(startOffset: 0.45, timingFunction: Easing.easeOutCubic)
            ),
        ]
    case ("caption4", 3):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true)
            ),
            PVActionTypewriter(
                text: "In Swift, on SDL2. Drag back to play it in reverse",
                parameters: PVParameters(startOffset: 0.55)
            ),
        ]
    case ("title4", 4):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true)
            ),
            PVActionFade(to: 0, parameters: PVParameters(stopOffset: 0.45)),
            PVActionMove(
                toTranslation: PVPoint(x: -0.25, y: -0.0, isRelative: true),
                parameters: PVParameters(stopOffset: 0.5, timingFunction: Easing.easeInCubic)
            ),
            PVActionLetterSpacing(
                from: 1,
                to: 18,
                parameters: PVParameters(stopOffset: 0.5, timingFunction: Easing.easeInCubic)
            ),
        ]
    case ("caption4", 4):
        return try [
            PVActionMove(
                fromPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true),
                toPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true)
            ),
            PVActionTypewriter(
                text: "In Swift, on SDL2. Drag back to play it in reverse",
                isErasing: true,
                parameters: PVParameters(stopOffset: 0.35)
            ),
        ]
    default:
        return []
    }
}

/// The autoplay of Vitrine's Parallax preset "slideshow": a step forward every 4 s, never pausing.
/// Hand it every event the content takes (`autoplay.handle(event, at: time)`) and, once a frame,
/// call ``slideshowAutoplayStep(_:view:at:)``. Pass the platform's reduce-motion setting as
/// `prefersReducedMotion`: the autoplay then never steps, as in Vitrine with reduced motion on.
func slideshowAutoplay(prefersReducedMotion: Bool = false) -> Autoplay {
    var autoplay = Autoplay(configuration: Autoplay.Configuration(isEnabled: true, delay: 4, pausesOnInteraction: false))
    if prefersReducedMotion { autoplay.configuration.isEnabled = false }
    return autoplay
}

/// Moves `autoplay` on to `time` and, when a step is due, glides the content one item on, round
/// from the last item to the first (backward, from the first to the last). Call it once a frame,
/// after the content's own update.
func slideshowAutoplayStep(_ autoplay: inout Autoplay, view: PVView, at time: Double) {
    let steps = autoplay.update(at: time)
    let count = view.numberOfPages
    guard steps != 0, count > 0 else { return }
    let current = view.scroller.restingPage ?? 0
    view.scroll(toPage: ((current + steps) % count + count) % count, animated: true, at: time)
}

/// What a screen reader says for item `index` (from 0) of the 5: "Page 1 of 5" for the first. Set
/// it as the item's accessibility label when its view is configured (a `UIView`'s
/// `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).
func slideshowAccessibilityLabel(forItem index: Int) -> String {
    "Page \(index + 1) of 5"
}
