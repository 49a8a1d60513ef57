import VitrineGeometry
import VitrineParallax

extension ParallaxStory {
    /// The card: page 0 moves, turns in the plane, grows, recolors and rounds into a circle;
    /// page 1 flips about y while it moves and shrinks; page 2 tips about x and widens; page 3
    /// flips back, tips up and spreads its letters.
    static func heroActions(onPage page: Int) -> [any PVActionType] {
        let color = heroColors
        switch page {
        case 0:
            return [
                PVActionMove(
                    fromPosition: relative(0.3, 0.55), toPosition: relative(0.5, 0.55),
                    parameters: span(0, 1, PVTimingFunction(name: .easeInOutCubic))),
                PVActionRotate(toZ: .pi / 2, parameters: span(0.1, 0.9, Easing.easeInOutBack)),
                PVActionScale(to: 1.25, parameters: span(0, 1, Easing.easeOutQuad)),
                PVActionColor(from: color[0], to: color[1]),
                PVActionCornerRadius(from: 24, to: 100),
            ]
        case 1:
            return [
                PVActionMove(
                    fromPosition: relative(0.5, 0.55), toPosition: relative(0.72, 0.5),
                    parameters: span(0, 1, PVTimingFunction(name: .easeInOutQuint))),
                PVActionRotate(toY: .pi, parameters: span(0, 1, PVTimingFunction(name: .easeInOutCubic))),
                PVActionSize(from: PVSize(width: 200, height: 200), to: PVSize(width: 140, height: 140)),
                PVActionCornerRadius(from: 100, to: 70),
                PVActionColor(from: color[1], to: color[2]),
            ]
        case 2:
            return [
                PVActionMove(fromPosition: relative(0.72, 0.5), toPosition: relative(0.5, 0.45)),
                PVActionRotate(fromZ: .pi / 2, toZ: 0),
                PVActionRotate(toX: -0.9, parameters: span(0, 1, Easing.easeOutBack)),
                PVActionSize(from: PVSize(width: 140, height: 140), to: PVSize(width: 260, height: 170)),
                PVActionCornerRadius(from: 70, to: 28),
                PVActionColor(from: color[2], to: color[3]),
                PVActionFade(from: 1, to: 0.9),
            ]
        case 3:
            return [
                PVActionMove(fromPosition: relative(0.5, 0.45), toPosition: relative(0.5, 0.58)),
                PVActionRotate(fromX: -0.9, toX: 0),
                PVActionRotate(fromY: .pi, toY: 2 * .pi, parameters: span(0, 1, Easing.easeInOutQuart)),
                PVActionScale(from: 1.25, to: 1),
                PVActionColor(from: color[3], to: color[4]),
                PVActionLetterSpacing(from: 0, to: 10, parameters: span(0.5, 1)),
                PVActionFade(from: 0.9, to: 1),
            ]
        default:
            return []
        }
    }

    /// Titles and captions come in over the second half of the page before theirs, and leave
    /// over the first half of their own: titles slide along the scroll and spread their
    /// letters as they fade; captions are typed and erased.
    func wordActions(_ item: ParallaxItem, onPage page: Int) -> [any PVActionType] {
        let isTitle = item.rawValue.hasPrefix("title")
        // Below the status line's band at any window size (the story is scaled to fit).
        let home = Self.relative(0.5, isTitle ? 0.19 : 0.27)
        let arriving = Self.wordPage(of: item) == page + 1
        let away =
            direction == .horizontal
            ? PVPoint(x: 0.25, y: 0, isRelative: true) : PVPoint(x: 0, y: 0.25, isRelative: true)
        let behind = PVPoint(x: -away.x, y: -away.y, isRelative: true)
        guard isTitle else {
            let text = item == .caption1 ? liveCaption ?? Self.words[1].caption : Self.words[Self.wordPage(of: item)].caption
            return [
                Self.place(home),
                arriving
                    ? PVActionTypewriter(text: text, parameters: Self.span(0.55, 1))
                    : PVActionTypewriter(text: text, isErasing: true, parameters: Self.span(0, 0.35)),
            ]
        }
        if arriving {
            return [
                Self.place(home),
                PVActionFade(from: 0, to: 1, parameters: Self.span(0.55, 1)),
                PVActionMove(
                    fromTranslation: away, toTranslation: .zero,
                    parameters: Self.span(0.45, 1, Easing.easeOutCubic)),
                PVActionLetterSpacing(from: 18, to: 1, parameters: Self.span(0.45, 1, Easing.easeOutCubic)),
            ]
        }
        return [
            Self.place(home),
            PVActionFade(from: 1, to: 0, parameters: Self.span(0, 0.45)),
            PVActionMove(fromTranslation: .zero, toTranslation: behind, parameters: Self.span(0, 0.5, Easing.easeInCubic)),
            PVActionLetterSpacing(from: 1, to: 18, parameters: Self.span(0, 0.5, Easing.easeInCubic)),
        ]
    }

    /// The balls fade in at the left on page 0, race across page 1 each on its own timing
    /// function, and fade out at the right before page 1 ends: they (and their legends) belong
    /// to page 1 and never rest on page 2 beside its bars. `rows` balls race in all (the
    /// person's own below the built-in four).
    static func ballActions(_ item: ParallaxItem, onPage page: Int, rows: Int = ParallaxItem.balls.count)
        -> [any PVActionType]
    {
        let index = ParallaxItem.balls.firstIndex(of: item) ?? 0
        let timing: [any PVTimingFunctionType] = [
            PVTimingFunction(name: .linear), Easing.easeOutBounce, Easing.easeOutElastic,
            PVTimingFunction(name: .easeInOutBack),
        ]
        return raceActions(row: ballRow(index, of: rows), timing: timing[index], onPage: page)
    }

    /// What a ball at height `y` (a fraction of the page) does on `page`: fades in at the left
    /// on page 0, races to the right over the first 80 % of page 1 on `timing`, then fades.
    static func raceActions(row y: Double, timing: any PVTimingFunctionType, onPage page: Int) -> [any PVActionType] {
        switch page {
        case 0:
            return [place(relative(0.1, y)), PVActionFade(from: 0, to: 1, parameters: span(0.6, 1))]
        default:
            return [
                PVActionMove(
                    fromPosition: relative(0.1, y), toPosition: relative(0.78, y),
                    parameters: span(0, 0.8, timing)),
                PVActionFade(from: 1, to: 0, parameters: span(0.8, 1)),
            ]
        }
    }

    /// The height of ball row `row` of `rows`, as a fraction of the page: the built-in four at
    /// 0.74, 0.80, 0.86 and 0.92; with more, the rows close up from 0.92 so that the first is
    /// no higher than 0.62, clear of the card racing above them.
    static func ballRow(_ row: Int, of rows: Int) -> Double {
        guard rows > ParallaxItem.balls.count else { return (0.74 + 0.06 * Double(row)).roundedToDecimals(2) }
        let spacing = min(0.06, 0.3 / Double(rows - 1))
        return (lowestRow - spacing * Double(rows - 1 - row)).roundedToDecimals(3)
    }

    /// The height of the lowest ball row, as a fraction of the page, however many race: the
    /// lowest the story draws anything.
    static let lowestRow = 0.92

    /// The bars fade in flat on page 1, grow one after another on page 2 (each a tenth of a page
    /// later, overshooting a little) while taking their own colors, and fade out on page 3.
    static func barActions(_ item: ParallaxItem, onPage page: Int) -> [any PVActionType] {
        let index = ParallaxItem.bars.firstIndex(of: item) ?? 0
        let home = relative((0.26 + 0.12 * Double(index)).roundedToDecimals(2), 0.8)
        let hues: [Color] = [0x38BDF8, 0x818CF8, 0xC084FC, 0xF472B6, 0xFB923C].map { Color(hex: $0) }
        switch page {
        case 1:
            return [place(home), PVActionScale(fromY: 0.12, toY: 0.12), PVActionFade(from: 0, to: 1, parameters: span(0.6, 1))]
        case 2:
            let start = (0.1 * Double(index)).roundedToDecimals(2)
            return [
                place(home),
                PVActionScale(fromY: 0.12, toY: 1, parameters: span(start, start + 0.5, PVTimingFunction(name: .easeOutBack))),
                PVActionColor(from: Color(hex: 0x14B8A6), to: hues[index], parameters: span(start, start + 0.5)),
            ]
        default:
            return [place(home), PVActionFade(from: 1, to: 0, parameters: span(0, 0.4))]
        }
    }
}
