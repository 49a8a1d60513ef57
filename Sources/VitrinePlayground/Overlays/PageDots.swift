import Foundation
import VitrineCanvas
import VitrineGeometry

/// A dot per item or page along the bottom edge (sideways scrolling) or the right edge (up and
/// down), with a white indicator that slides with the scroll and stretches between dots. A tap
/// on a dot asks for its item. Dots shrink and close up so that any number fits the window;
/// past ``smallestSpacing`` apart (thousands of items) they become one track, the indicator
/// at the scroll's share of it, and a tap on the track asks for the item at that share.
struct PageDots {
    /// How many dots.
    var count: Int
    /// Where the scroll is, in items: 2.5 is halfway from the third dot to the fourth.
    var position: Double
    /// The window's size.
    var viewport: Size
    /// Whether the dots run sideways, along the bottom edge.
    var isHorizontal: Bool

    /// How far the row's center line is from its edge of the window; `nil` for
    /// ``standardEdgeDistance`` times ``scale``.
    var edgeDistance: Double?
    /// How much larger than at 1280 × 720 the dots may be: the interface's scale (1.5 at
    /// 1920 × 1080, 3 at 4K), as the panel and the status line grow.
    var scale = 1.0
    /// How much of the autoplay's delay has run, 0 to 1, while it runs: the indicator shows
    /// dimmed and fills from its center as the delay runs, full when the next step comes;
    /// `nil` without an autoplay (the indicator plain white).
    var progress: Double?

    /// The largest distance between dot centers, and the largest dot.
    static let largestSpacing = 22.0, largestDiameter = 10.0
    /// How far the row's center line is from its edge at an interface scale of 1, unless
    /// ``edgeDistance`` says otherwise.
    static let standardEdgeDistance = 30.0
    /// The closest dots come: more than fit this far apart are drawn as a track.
    static let smallestSpacing = 4.0

    /// Whether there are too many items for a dot each.
    var isTrack: Bool {
        count > 1 && (alongLength - 48) / Double(count) < Self.smallestSpacing
    }

    private var alongLength: Double { isHorizontal ? viewport.width : viewport.height }

    /// The distance between dot centers: 22 points (times ``scale``), less where the row would not fit with a
    /// 24-point margin at each end.
    var spacing: Double {
        guard count > 0 else { return 0 }
        if isTrack { return max(alongLength - 48, 0) / Double(count - 1) }
        return max(min(Self.largestSpacing * scale, (alongLength - 48) / Double(count)), 0)
    }

    /// The dots' diameter: 10 points, at most half the spacing (for a track, the dots' smallest).
    var diameter: Double { isTrack ? Self.smallestSpacing / 2 * scale : min(Self.largestDiameter * scale, spacing / 2) }

    /// The center of the dot at `position` (fractional between dots).
    func center(at position: Double) -> Point {
        let along = (isHorizontal ? viewport.width : viewport.height) / 2 + (position - Double(count - 1) / 2) * spacing
        let across = (isHorizontal ? viewport.height : viewport.width) - (edgeDistance ?? Self.standardEdgeDistance * scale)
        return isHorizontal ? Point(x: along, y: across) : Point(x: across, y: along)
    }

    /// The box the dots and the indicator take at any position, in the window's points;
    /// `nil` where nothing is drawn. Notices are placed clear of it.
    var frame: Rect? {
        guard count > 0, diameter > 0 else { return nil }
        // The indicator is the widest part: 3 diameters round on a track, up to 2.2 diameters
        // long as it stretches between dots.
        let along = isTrack ? diameter * 1.5 : diameter * 1.1, across = isTrack ? diameter * 1.5 : diameter / 2
        let start = center(at: 0), end = center(at: Double(count - 1))
        let (dx, dy) = isHorizontal ? (along, across) : (across, along)
        return Rect(
            x: min(start.x, end.x) - dx, y: min(start.y, end.y) - dy,
            width: abs(end.x - start.x) + 2 * dx, height: abs(end.y - start.y) + 2 * dy)
    }

    /// The dots, then the indicator.
    func nodes() -> [Node] {
        guard count > 0, diameter > 0 else { return [] }
        var nodes: [Node]
        if isTrack {
            let start = center(at: 0), end = center(at: Double(count - 1))
            let length = isHorizontal ? end.x - start.x : end.y - start.y
            let size =
                isHorizontal ? Size(width: length + diameter, height: diameter) : Size(width: diameter, height: length + diameter)
            nodes = [
                Node(
                    center: Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2), size: size,
                    fillColor: Color(white: 1, alpha: 0.3), cornerRadius: diameter / 2)
            ]
            let clamped = position.isFinite ? min(max(position, 0), Double(count - 1)) : 0
            let mark = diameter * 3
            nodes.append(
                Node(
                    center: center(at: clamped), size: Size(width: mark, height: mark), fillColor: indicatorColor,
                    cornerRadius: mark / 2))
            return nodes + fill(at: center(at: clamped), diameter: mark)
        }
        nodes = (0..<count).map { index in
            Node(
                center: center(at: Double(index)), size: Size(width: diameter, height: diameter),
                fillColor: Color(white: 1, alpha: 0.3), cornerRadius: diameter / 2)
        }
        let clamped = position.isFinite ? min(max(position, 0), Double(count - 1)) : 0
        let stretch = diameter * (1 + 1.2 * sin(.pi * (clamped - clamped.rounded(.down))))
        let size = isHorizontal ? Size(width: stretch, height: diameter) : Size(width: diameter, height: stretch)
        nodes.append(Node(center: center(at: clamped), size: size, fillColor: indicatorColor, cornerRadius: diameter / 2))
        return nodes + fill(at: center(at: clamped), diameter: diameter)
    }

    /// White, or dimmed while an autoplay's progress fills it.
    private var indicatorColor: Color {
        progress == nil ? .white : Color(white: 1, alpha: 0.55)
    }

    /// The autoplay's progress inside the indicator: a white disc from its center, as wide as
    /// the indicator when the delay has run; none without progress.
    private func fill(at center: Point, diameter: Double) -> [Node] {
        guard let progress, progress.isFinite, progress > 0 else { return [] }
        let size = diameter * min(progress, 1)
        return [Node(center: center, size: Size(width: size, height: size), fillColor: .white, cornerRadius: size / 2)]
    }

    /// The dot under `point`, each dot owning the strip of its spacing along the row and 28
    /// points across it; `nil` elsewhere.
    func index(at point: Point) -> Int? {
        guard count > 0, spacing > 0 else { return nil }
        let first = center(at: 0)
        let along = isHorizontal ? point.x - first.x : point.y - first.y
        let across = isHorizontal ? point.y - first.y : point.x - first.x
        let index = (along / spacing).rounded()
        guard abs(across) <= 14, index >= 0, index < Double(count) else { return nil }
        return Int(index)
    }
}
