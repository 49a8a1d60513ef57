import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineTestSupport

@testable import VitrinePlayground

/// The motion traces' lines: a run of points along a straight line is one segment, and no
/// point left out strays from the drawn line by more than the tolerance.
@Suite("Polylines")
struct PolylineTests {
    @Test func straightRunsBecomeOneSegmentAndBendsAreKept() {
        // A trace at rest, then a ramp, then at rest again: four points are enough.
        let flat = (0..<100).map { Point(x: Double($0) * 2, y: 50) }
        let ramp = (1...50).map { Point(x: 198 + Double($0) * 2, y: 50 - Double($0)) }
        let rest = (1...80).map { Point(x: 298 + Double($0) * 2, y: 0) }
        let points = flat + ramp + rest
        #expect(
            Node.simplified(points, tolerance: 0.25) == [
                Point(x: 0, y: 50), Point(x: 198, y: 50), Point(x: 298, y: 0),
                Point(x: 458, y: 0),
            ])
        #expect(Node.polyline(points, width: 1.5, color: .white).count == 3)
        // Short lines are kept as they are; a zero tolerance keeps every bend, however small.
        #expect(Node.simplified([Point(x: 0, y: 0), Point(x: 1, y: 1)], tolerance: 0.25).count == 2)
        let wobble = [Point(x: 0, y: 0), Point(x: 1, y: 0.1), Point(x: 2, y: 0)]
        #expect(Node.simplified(wobble, tolerance: 0).count == 3)
        #expect(Node.simplified(wobble, tolerance: 0.25).count == 2)
    }

    @Test func noPointLeftOutStraysFromTheDrawnLine() {
        var random = SplitMix64(seed: 0x7_0117)
        for _ in 0..<300 {
            var y = 0.0
            let points = (0..<random.int(in: 0...240)).map { index -> Point in
                if random.int(in: 0...9) == 0 { y += random.double(in: -3...3) }
                return Point(x: Double(index) * 1.7, y: y)
            }
            let kept = Node.simplified(points, tolerance: 0.25)
            #expect(kept.first == points.first && kept.last == points.last)
            // Each point lies within the tolerance of the kept segment over its x.
            for point in points {
                guard let end = kept.firstIndex(where: { $0.x >= point.x }) else { continue }
                let start = max(end - 1, 0)
                let distance = Node.distance(of: point, fromLineThrough: kept[start], and: kept[end])
                #expect(distance <= 0.25 + 1e-9, "\(point) is \(distance) from its segment")
            }
        }
    }
}
