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
    /// How much of the autoplay's delay has run, filling the current dot; `nil` without one.
    var dotProgress: Double?

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
            return Node(center: center, size: viewport, fillColor: color)
        }
    }

    /// Large, faint circles spread over all the pages, moving at half the scroll speed.
    func farLayer() -> [Node] {
        guard pageLength > 0 else { return [] }
        let count = pageCount * 3
        return (0..<count).compactMap { index in
            let seed = Double(index)
            let along = (seed + 0.5) / 3 * pageLength - offset * 0.5
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
