import Foundation
import VitrineCanvas
import VitrineGeometry
import VitrineParallax

/// What the Parallax scene draws around the story: a panel per page that scrolls with the
/// content, soft circles that scroll at half its speed, and page dots.
struct ParallaxBackdrop {
    var viewport: Size
    var direction: PVView.PVDirection
    var pageCount: Int
    /// The scroll offset along the direction.
    var offset: Double
    /// How much larger than at 1280 × 720 the page dots are drawn in the story's points.
    var dotScale = 1.0
    /// The pictures behind the pages, page after page (cards past the last one start again from
    /// the first), and how they sit on the panels; none shows the panels' colors.
    var pictures = PictureShelf.empty
    /// How a picture sits on its page's panel.
    var pictureMode = PictureContentMode.fill

    /// How much darker a picture behind a page is drawn, so that the story's white text reads.
    static let pictureShade = 0.5
    /// How far a picture lags behind its page as it scrolls, as a fraction of the page's move:
    /// the pictures are a slower layer, as the circles are.
    static let pictureLag = 0.3
    /// How much of the autoplay's delay has run, filling the current dot; `nil` without one.
    var dotProgress: Double?
    /// Whether motion is reduced (X): no parallax, the circles and the pictures move with their
    /// pages.
    var reducesMotion = false

    /// How far a picture lags behind its page: ``pictureLag``, none while motion is reduced.
    var shownPictureLag: Double { reducesMotion ? 0 : Self.pictureLag }

    /// The panels' colors, page by page.
    static let panelColors: [Color] = [0x0F172A, 0x1E1B4B, 0x0C2A3F, 0x2A1038, 0x0B2E24].map { Color(hex: $0) }

    private var pageLength: Double { direction == .horizontal ? viewport.width : viewport.height }

    /// A point `along` the scroll direction and `across` it.
    private func point(along: Double, across: Double) -> Point {
        direction == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
    }

    private var crossLength: Double { direction == .horizontal ? viewport.height : viewport.width }

    /// One viewport-sized panel per page on screen, placed by the scroll.
    func panels() -> [Node] {
        guard pageLength > 0 else { return [] }
        return (0..<pageCount).compactMap { page in
            let start = Double(page) * pageLength - offset
            guard start < pageLength, start > -pageLength else { return nil }
            let center = point(along: start + pageLength / 2, across: crossLength / 2)
            let color = Self.panelColors[page % Self.panelColors.count]
            var panel = Node(center: center, size: viewport, fillColor: color)
            if var picture = pictures.nodePicture(forCard: page, mode: pictureMode) {
                // Drawn larger than the page, a filling picture lags behind it within its edges.
                let lag = -start * shownPictureLag
                if picture.contentMode == .fill { picture.zoom = 1 + 2 * shownPictureLag }
                picture.offset = point(along: lag, across: 0)
                var shown = Node(center: Point(x: viewport.width / 2, y: viewport.height / 2), size: viewport)
                shown.picture = picture
                let shade = Node(
                    center: shown.center, size: viewport, fillColor: Color(white: 0, alpha: Self.pictureShade))
                panel.children = [shown, shade]
            }
            return panel
        }
    }

    /// Large, faint circles spread over all the pages, moving at half the scroll speed (with
    /// the pages while motion is reduced).
    func farLayer() -> [Node] {
        guard pageLength > 0 else { return [] }
        let count = pageCount * 3
        return (0..<count).compactMap { index in
            let seed = Double(index)
            let along = (seed + 0.5) / 3 * pageLength - offset * (reducesMotion ? 1 : 0.5)
            let across = (0.2 + 0.6 * abs(sin(seed * 2.4))) * crossLength
            let diameter = (0.18 + 0.14 * abs(cos(seed * 1.7))) * min(viewport.width, viewport.height)
            guard along > -diameter, along < pageLength + diameter else { return nil }
            return Node(
                center: point(along: along, across: across), size: Size(width: diameter, height: diameter),
                fillColor: Color(white: 1, alpha: 0.045), cornerRadius: diameter / 2)
        }
    }

    /// A dot per page, the indicator at the scroll's page.
    var pageDots: PageDots {
        PageDots(
            count: pageCount, position: pageLength > 0 ? offset / pageLength : 0, viewport: viewport,
            isHorizontal: direction == .horizontal, scale: dotScale, progress: dotProgress)
    }
}
