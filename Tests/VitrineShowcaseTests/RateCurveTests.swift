import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

/// `RateCurve` against numbers worked out by hand from Fritsch and Carlson's rules and the
/// cubic Bézier formula.
@Suite("RateCurve")
struct RateCurveTests {
    /// (0, 0), (1, 1), (3, 2): interval slopes 1 and 0.5.
    let bend = RateCurve(points: [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 3, y: 2)])

    @Test("three rising points: end slopes from the end intervals, the inner one their mean")
    func slopesOfThreePoints() {
        // Inner: (1 + 0.5) / 2. Intervals: α, β = 1, 0.75 and 1.5, 1, both inside the circle of 3.
        #expect(bend.slopes == [1, 0.75, 0.5])
    }

    @Test("a steep second interval scales the first interval's slopes onto the circle α² + β² = 9")
    func slopesOnTheCircle() {
        // Interval slopes 1 and 9; inner mean 5. First interval: α 1, β 5, radius √26 > 3, so
        // both its end slopes are scaled by 3/√26. Second: α 5/9, β 1, inside.
        let curve = RateCurve(points: [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 10)])
        let factor = 3 / 26.0.squareRoot()
        #expect(isClose(curve.slopes[0], factor, tolerance: 1e-15))
        #expect(isClose(curve.slopes[1], 5 * factor, tolerance: 1e-15))
        #expect(curve.slopes[2] == 9)
    }

    @Test("a peak, a trough and a plateau's edges get slope 0")
    func flatAtTurns() {
        let curve = RateCurve(points: [
            Point(x: -2, y: 1), Point(x: -1, y: 3), Point(x: 0, y: -1), Point(x: 1, y: -1),
            Point(x: 2, y: 4),
        ])
        #expect(curve.slopes == [2, 0, 0, 0, 5])
        // The plateau stays exactly flat between its points.
        for x in [0.1, 0.5, 0.9] {
            #expect(curve.value(at: x) == -1)
        }
    }

    @Test("the value at every point is the point's y exactly")
    func throughThePoints() {
        for point in bend.points {
            #expect(bend.value(at: point.x) == point.y)
        }
    }

    @Test("between points the value is the segment's cubic Bézier, worked out by hand")
    func bezierByHand() {
        // Segment (1, 1) → (3, 2), width 2: handles y = 1 + 0.75 · 2/3 = 1.5 and 2 − 0.5 · 2/3 = 5/3.
        let segment = bend.segments[1]
        #expect(segment.control1.x == 1 + 2.0 / 3)
        #expect(isClose(segment.control1.y, 1.5, tolerance: 1e-15))
        #expect(isClose(segment.control2.x, 3 - 2.0 / 3, tolerance: 1e-15))
        #expect(isClose(segment.control2.y, 5.0 / 3, tolerance: 1e-15))
        // x = 2 is t = 1/2: (1 + 2)/8 + 3/8 · (1.5 + 5/3) = 1.5625.
        #expect(isClose(bend.value(at: 2), 1.5625, tolerance: 1e-15))
        // x = 1.5 is t = 1/4.
        let t = 0.25, s = 0.75
        let expected = s * s * s * 1 + 3 * s * s * t * 1.5 + 3 * s * t * t * (5.0 / 3) + t * t * t * 2
        #expect(isClose(bend.value(at: 1.5), expected, tolerance: 1e-15))
        #expect(isClose(expected, 1.3203125, tolerance: 1e-15))
    }

    @Test("every segment's handles sit at a third and two thirds of its width")
    func handlesAtThirds() {
        let segments = bend.segments
        #expect(segments.count == 2)
        #expect(
            segments[0]
                == CubicSegment(
                    start: Point(x: 0, y: 0), control1: Point(x: 1.0 / 3, y: 1.0 / 3),
                    control2: Point(x: 1 - 1.0 / 3, y: 1 - 0.75 * (1.0 / 3)), end: Point(x: 1, y: 1)))
        #expect(segments[1].start == bend.points[1] && segments[1].end == bend.points[2])
    }

    @Test("before the first point and after the last the curve goes on along the end slopes")
    func linearBeyondTheEnds() {
        #expect(bend.value(at: -2) == -2)  // 0 + 1 · (−2 − 0)
        #expect(bend.value(at: 5) == 3)  // 2 + 0.5 · (5 − 3)
        #expect(bend.value(at: 1e12) == 2 + 0.5 * (1e12 - 3))
        #expect(bend.value(at: 1e300) == RateCurve.coordinateLimit)  // clamped
    }

    @Test("the doc's example: a hump through (−1, 0.5), (0, 1), (1, 0.5)")
    func docExample() {
        let curve = RateCurve(points: [Point(x: -1, y: 0.5), Point(x: 0, y: 1), Point(x: 1, y: 0.5)])
        #expect(curve.value(at: 0) == 1)
        #expect(isClose(curve.value(at: 0.5), 0.8125, tolerance: 1e-15))
        #expect(curve.value(at: 2) == 0)
        let s = CubicSegment(
            start: Point(x: 0, y: 0), control1: Point(x: 1, y: 0), control2: Point(x: 2, y: 3),
            end: Point(x: 3, y: 3))
        #expect(s.value(atX: 1.5) == 1.5)
        #expect(s.point(at: 0.5) == Point(x: 1.5, y: 1.5))
    }

    @Test("one point is a constant, two points the line through them")
    func constantAndLine() {
        let constant = RateCurve.constant(0.7)
        #expect(constant.points == [Point(x: 0, y: 0.7)] && constant.slopes == [0] && constant.segments.isEmpty)
        for x in [-1e300, -3, 0, 0.5, 4, 1e300] {
            #expect(constant.value(at: x) == 0.7)
        }
        let line = RateCurve(points: [Point(x: -1, y: 2), Point(x: 1, y: 1)])
        #expect(line.slopes == [-0.5, -0.5])
        for x in [-3.0, -1, -0.5, 0, 0.25, 1, 2] {
            #expect(isClose(line.value(at: x), 1.5 - 0.5 * x, tolerance: 1e-15))
        }
    }

    @Test("non-finite x: −∞ and NaN give the first point's y, +∞ the last's; results past the limit are clamped")
    func nonFiniteInput() {
        #expect(bend.value(at: -.infinity) == 0)
        #expect(bend.value(at: .nan) == 0)
        #expect(bend.value(at: .infinity) == 2)
        let steep = RateCurve(points: [Point(x: 0, y: 0), Point(x: 1, y: 10)])
        #expect(steep.value(at: 1e308) == RateCurve.coordinateLimit)
        #expect(steep.value(at: -1e308) == -RateCurve.coordinateLimit)
        #expect(steep.value(at: 1e11 - 1) == 1e12 - 10)
    }

    @Test("points are sorted by x, the last of equal x kept, non-finite ones left out, coordinates clamped")
    func cleaning() {
        let curve = RateCurve(points: [
            Point(x: 1, y: 5), Point(x: -1, y: 0), Point(x: 1, y: 6), Point(x: .nan, y: 0),
            Point(x: 0, y: .infinity), Point(x: 0.5, y: 2), Point(x: -0.0, y: 3),
            Point(x: 0, y: 4), Point(x: 3e12, y: -5e12),
        ])
        #expect(
            curve.points == [
                Point(x: -1, y: 0), Point(x: 0, y: 4), Point(x: 0.5, y: 2), Point(x: 1, y: 6),
                Point(x: 1e12, y: -1e12),
            ])
        #expect(RateCurve(points: []).points == [.zero])
        #expect(RateCurve(points: [Point(x: .infinity, y: 1)]) == .constant(0))
    }

    @Test("points nearer than the spacing count as one x: the later in the input is kept, and slopes stay finite")
    func spacing() {
        let spacing = RateCurve.minimumSpacing
        // The file: the middle point one step right of the first.
        let pinned = RateCurve(points: [Point(x: -1, y: 0.8), Point(x: (-1.0).nextUp, y: 1.15), Point(x: 1, y: 0.8)])
        #expect(pinned.points == [Point(x: (-1.0).nextUp, y: 1.15), Point(x: 1, y: 0.8)])
        // The later point in the input wins, whichever side it lies on.
        #expect(RateCurve(points: [Point(x: 0.5 * spacing, y: 2), Point(x: 0, y: 1)]).points == [Point(x: 0, y: 1)])
        #expect(
            RateCurve(points: [Point(x: 0, y: 1), Point(x: 0.5 * spacing, y: 2)]).points
                == [Point(x: 0.5 * spacing, y: 2)])
        // A chain of near points keeps one, and a point a full spacing on stays.
        let chain = RateCurve(points: [0, 0.4, 0.8, 1.2, 2.2].map { Point(x: $0 * spacing, y: $0) })
        #expect(chain.points == [Point(x: 1.2 * spacing, y: 1.2), Point(x: 2.2 * spacing, y: 2.2)])
        // 5e-324 apart at 0, which once gave an infinite slope.
        let steep = RateCurve(points: [Point(x: 0, y: -1e12), Point(x: .leastNonzeroMagnitude, y: 1e12), Point(x: 1, y: 0)])
        #expect(steep.points == [Point(x: .leastNonzeroMagnitude, y: 1e12), Point(x: 1, y: 0)])
        #expect(steep.slopes.allSatisfy { $0.isFinite })
        // The steepest a cleaned curve gets: the whole range over one spacing, still finite.
        let cliff = RateCurve(points: [Point(x: 0, y: -1e12), Point(x: spacing, y: 1e12)])
        #expect(cliff.slopes == [2e12 / spacing, 2e12 / spacing])
        #expect(cliff.value(at: -1) == -1e12)
        #expect(cliff.value(at: 2) == 1e12)
    }

    @Test("moving a point: where asked when clear, past a neighbor into its place, kept a spacing from the others")
    func movingPoint() {
        let curve = RateCurve(points: [Point(x: -1, y: 0), Point(x: 0, y: 0), Point(x: 1, y: 0)])
        let spacing = RateCurve.minimumSpacing
        let inside = curve.movingPoint(at: 1, to: Point(x: 0.25, y: 0.5))
        #expect(inside.curve.points == [Point(x: -1, y: 0), Point(x: 0.25, y: 0.5), Point(x: 1, y: 0)])
        #expect(inside.index == 1)
        // Past a neighbor: the point takes its place in the order.
        let past = curve.movingPoint(at: 1, to: Point(x: 3, y: 0.5))
        #expect(past.curve.points == [Point(x: -1, y: 0), Point(x: 1, y: 0), Point(x: 3, y: 0.5)])
        #expect(past.index == 2)
        let first = curve.movingPoint(at: 0, to: Point(x: 0.5, y: 1))
        #expect(first.curve.points == [Point(x: 0, y: 0), Point(x: 0.5, y: 1), Point(x: 1, y: 0)])
        #expect(first.index == 1)
        let across = curve.movingPoint(at: 2, to: Point(x: -2, y: 1))
        #expect(across.curve.points == [Point(x: -2, y: 1), Point(x: -1, y: 0), Point(x: 0, y: 0)])
        #expect(across.index == 0)
        // Onto a neighbor, or one step from it: stopped a spacing from it, on the side it came from.
        #expect(curve.movingPoint(at: 0, to: Point(x: 0, y: 1)).curve.points[0] == Point(x: -spacing, y: 1))
        #expect(curve.movingPoint(at: 0, to: Point(x: 0.0.nextUp, y: 1)).curve.points[0] == Point(x: -spacing, y: 1))
        #expect(curve.movingPoint(at: 2, to: Point(x: (-1.0).nextUp, y: 1)).curve.points[1] == Point(x: -1 + spacing, y: 1))
        // No room on that side either: the old x stays.
        let crowded = RateCurve(points: [Point(x: 0, y: 0), Point(x: 1.5 * spacing, y: 0), Point(x: 1, y: 0)])
        #expect(crowded.movingPoint(at: 2, to: Point(x: 0.1 * spacing, y: 2)).curve.points[2] == Point(x: 1, y: 2))
        // Non-finite coordinates stay where they were; an index outside changes nothing.
        #expect(curve.movingPoint(at: 1, to: Point(x: .nan, y: 0.5)).curve.points[1] == Point(x: 0, y: 0.5))
        #expect(curve.movingPoint(at: 1, to: Point(x: 0.5, y: .infinity)).curve.points[1] == Point(x: 0.5, y: 0))
        #expect(curve.movingPoint(at: 3, to: .zero).curve == curve)
        #expect(curve.movingPoint(at: -1, to: .zero).curve == curve)
        // A lone point moves anywhere; coordinates are clamped.
        #expect(RateCurve.constant(1).movingPoint(at: 0, to: Point(x: 5, y: 2)).curve.points == [Point(x: 5, y: 2)])
        #expect(
            RateCurve.constant(1).movingPoint(at: 0, to: Point(x: -1e20, y: 1e20)).curve.points
                == [Point(x: -1e12, y: 1e12)])
    }

    @Test("adding a point inserts it in x order or replaces the one at its x; removing keeps one point")
    func addingAndRemoving() {
        let added = bend.addingPoint(Point(x: 2, y: 1.5))
        #expect(added.points.map(\.x) == [0, 1, 2, 3])
        #expect(bend.addingPoint(Point(x: 1, y: -1)).points[1] == Point(x: 1, y: -1))
        #expect(bend.addingPoint(Point(x: .nan, y: 0)) == bend)
        #expect(bend.removingPoint(at: 1).points == [Point(x: 0, y: 0), Point(x: 3, y: 2)])
        #expect(bend.removingPoint(at: 7) == bend)
        #expect(RateCurve.constant(2).removingPoint(at: 0) == .constant(2))
    }
}
