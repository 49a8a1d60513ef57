import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

@Suite("BezierPath")
struct BezierPathTests {
    @Test("the default is the arc through (−1, 0.4), (0, 0), (1, 0.4), going on straight past the edges")
    func defaultArc() {
        let path = BezierPath()
        #expect(path == .arc)
        #expect(path.curve.points == [Point(x: -1, y: 0.4), Point(x: 0, y: 0), Point(x: 1, y: 0.4)])
        #expect(path.curve.slopes == [-0.4, 0, 0.4])
        #expect(path.normalizedPath(withCoordinate: 0) == 0)
        #expect(path.normalizedPath(withCoordinate: 1) == 0.4)
        #expect(path.normalizedPath(withCoordinate: -1) == 0.4)
        #expect(isClose(path.normalizedPath(withCoordinate: 2), 0.8, tolerance: 1e-15))
        // Halfway: t = 1/2 of y 0, 0, 0.4 − 0.4/3, 0.4, so 0.05 + 0.375 · (0.4 − 0.4/3).
        #expect(isClose(path.normalizedPath(withCoordinate: 0.5), 0.05 + 0.375 * (0.4 - 0.4 / 3), tolerance: 1e-15))
        #expect(path.normalizedPath(withCoordinate: -0.5) == path.normalizedPath(withCoordinate: 0.5))
    }

    @Test("the wave and the step pass through their points; the step stays flat beyond them")
    func namedExamples() {
        for path in [BezierPath.wave, .step] {
            for point in path.curve.points {
                #expect(path.normalizedPath(withCoordinate: point.x) == point.y)
            }
        }
        #expect(BezierPath.wave.curve.slopes[1] == 0 && BezierPath.wave.curve.slopes[3] == 0)
        #expect(BezierPath.step.normalizedPath(withCoordinate: -3) == 0.5)
        #expect(BezierPath.step.normalizedPath(withCoordinate: 3) == -0.5)
        #expect(BezierPath.step.normalizedPath(withCoordinate: -0.6) == 0.5)
        #expect(isClose(BezierPath.step.normalizedPath(withCoordinate: 0), 0, tolerance: 1e-15))
    }

    @Test("init(points:) and init(curve:) make the same path")
    func initializers() {
        let points = [Point(x: 1, y: 0.2), Point(x: -1, y: -0.2)]
        #expect(BezierPath(points: points) == BezierPath(curve: RateCurve(points: points)))
        #expect(BezierPath(points: points).curve.points.first == Point(x: -1, y: -0.2))
    }

    @Test("through Layout: horizontal y = (1 + path(rate)) · H/2, vertical x = (1 + path(rate)) · W/2")
    func placement() {
        let viewport = Size(width: 400, height: 300)
        let horizontal = Layout(itemSize: Size(width: 100, height: 100), path: BezierPath())
        // The left edge (rate −1): path 0.4, y = 1.4 · 150. The center: on the axis.
        #expect(horizontal.placedCenter(of: Point(x: 0, y: 7), in: viewport) == Point(x: 0, y: 1.4 * 150))
        #expect(horizontal.placedCenter(of: Point(x: 200, y: 7), in: viewport) == Point(x: 200, y: 150))
        // x = 300 is rate 0.5.
        let half = BezierPath().normalizedPath(withCoordinate: 0.5)
        #expect(horizontal.placedCenter(of: Point(x: 300, y: 7), in: viewport) == Point(x: 300, y: (1 + half) * 150))
        let vertical = Layout(direction: .vertical, itemSize: Size(width: 100, height: 100), path: BezierPath.step)
        // The top edge (rate −1): path 0.5, x = 1.5 · 200; the bottom edge: 0.5 · 200.
        #expect(vertical.placedCenter(of: Point(x: 9, y: 0), in: viewport) == Point(x: 300, y: 0))
        #expect(vertical.placedCenter(of: Point(x: 9, y: 300), in: viewport) == Point(x: 100, y: 300))
    }

    @Test("any finite or non-finite rate gives a finite position")
    func finite() {
        var random = SplitMix64(seed: 0xBE71)
        for _ in 0..<300 {
            let path = BezierPath(points: randomCurvePoints(&random))
            for x in [random.double(in: -4...4), 1e300, -.infinity, .infinity, .nan] {
                #expect(path.normalizedPath(withCoordinate: x).isFinite)
            }
        }
    }
}
