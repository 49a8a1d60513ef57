import Foundation
import VitrineCanvas
import VitrineGeometry

extension Node {
    /// A straight line `width` points thick from `start` to `end`, in window points: a thin box
    /// turned about its center; a line shorter than its width is drawn as a square dot.
    static func segment(from start: Point, to end: Point, width: Double, color: Color) -> Node {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        var node = Node(
            center: Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2),
            size: Size(width: max(length, width), height: width), fillColor: color)
        if length > 0 { node.transform = .makeRotation(atan2(dy, dx), 0, 0, 1) }
        return node
    }

    /// The line through `points`, one segment between each two in order of
    /// ``simplified(_:tolerance:)``'s points: a run of points that stray less than a
    /// ``polylineTolerance`` from a straight line is drawn as one segment.
    static func polyline(_ points: [Point], width: Double, color: Color) -> [Node] {
        let kept = simplified(points, tolerance: polylineTolerance)
        return zip(kept, kept.dropFirst()).map { segment(from: $0, to: $1, width: width, color: color) }
    }

    /// How far, in points, a point of a polyline may lie from the segment drawn in its place:
    /// a quarter of a pixel at scale 1, less than the anti-aliased edge shows.
    static let polylineTolerance = 0.25

    /// `points` with each point left out that lies within `tolerance` of the straight line
    /// between the last point kept and the next point kept, walking in order: the ends are
    /// kept, and so is every point where the line bends by more than `tolerance`.
    ///
    /// A trace of a motion at rest or gliding evenly is hundreds of points on a line; drawn as
    /// one segment, it costs the renderer two triangles instead of hundreds.
    static func simplified(_ points: [Point], tolerance: Double) -> [Point] {
        guard points.count > 2 else { return points }
        var kept = [points[0]]
        var runStart = 0
        var index = 2
        while index < points.count {
            let anchor = points[runStart], candidate = points[index]
            // Whether every point between the anchor and the candidate lies near their line.
            let straight = ((runStart + 1)..<index).allSatisfy {
                distance(of: points[$0], fromLineThrough: anchor, and: candidate) <= tolerance
            }
            if !straight {
                runStart = index - 1
                kept.append(points[runStart])
            }
            index += 1
        }
        kept.append(points[points.count - 1])
        return kept
    }

    /// The distance from `point` to the segment from `start` to `end` (to `start` when they are
    /// the same point).
    static func distance(of point: Point, fromLineThrough start: Point, and end: Point) -> Double {
        let dx = end.x - start.x, dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return point.distance(to: start) }
        let t = min(max(((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared, 0), 1)
        return point.distance(to: Point(x: start.x + t * dx, y: start.y + t * dy))
    }
}
