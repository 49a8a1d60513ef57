import Foundation
import Testing
import VitrineCanvas

@Suite("Segments per corner")
struct TessellationTests {
    /// Hand-computed: ⌈(π/2) / (2·acos(1 − 0.3/r))⌉.
    @Test(arguments: [(0.0, 0), (0.4, 0), (0.5, 1), (1, 1), (2, 2), (5, 3), (10, 4), (20, 5), (30, 6),
                      (36, 7), (60, 8), (100, 11), (1000, 33)])
    func segmentCountFollowsTheRadius(radius: Double, segments: Int) {
        #expect(Tessellation().segmentsPerCorner(radius: radius) == segments)
    }

    @Test func errorStaysWithinTolerance() {
        let tessellation = Tessellation()
        for tenth in 5...20_000 {
            let radius = Double(tenth) / 10
            let segments = tessellation.segmentsPerCorner(radius: radius)
            // The farthest an arc strays from a chord spanning (π/2)/segments.
            let error = radius * (1 - cos(Double.pi / 4 / Double(segments)))
            #expect(error <= 0.3 + 1e-12, "radius \(radius): \(segments) segments stray \(error) px")
            if segments > 1 {
                let fewer = radius * (1 - cos(Double.pi / 4 / Double(segments - 1)))
                #expect(fewer > 0.3, "radius \(radius): \(segments - 1) segments would have been enough")
            }
        }
    }

    @Test func nonFiniteRadiiGetNoSegments() {
        #expect(Tessellation().segmentsPerCorner(radius: .nan) == 0)
        #expect(Tessellation().segmentsPerCorner(radius: .infinity) == 0)
        #expect(Tessellation().segmentsPerCorner(radius: -3) == 0)
    }

    @Test func hugeRadiiAreCapped() {
        #expect(Tessellation(maximumSegmentsPerCorner: 40).segmentsPerCorner(radius: 1e9) == 40)
    }
}
