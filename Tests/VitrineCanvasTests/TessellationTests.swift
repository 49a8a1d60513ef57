import Foundation
import Testing
import VitrineCanvas

@Suite("Segments per corner")
struct TessellationTests {
    /// Hand-computed: ⌈(π/2) / (2·acos(1 − 0.3/r))⌉.
    @Test(arguments: [
        (0.0, 0), (0.4, 0), (0.5, 1), (1, 1), (2, 2), (5, 3), (10, 4), (20, 5), (30, 6),
        (36, 7), (60, 8), (100, 11), (1000, 33),
    ])
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

    // Issue 32: a radius so large that 1 − e/r rounds to 1 made the angle 0 and the count
    // infinite, which trapped converting to Int. Every input now gives a count.
    @Test func everyRadiusAndSettingGivesACount() {
        let settings = Tessellation()
        #expect(settings.segmentsPerCorner(radius: 1e17) == 64)
        #expect(settings.segmentsPerCorner(radius: .greatestFiniteMagnitude) == 64)
        #expect(settings.segmentsPerCorner(radius: 1e300) == 64)
        #expect(settings.segmentsPerCorner(radius: 0.5.nextDown) == 0)
        #expect(settings.segmentsPerCorner(radius: -.infinity) == 0)
        #expect(Tessellation(maximumError: .nan).segmentsPerCorner(radius: 10) == 64)
        #expect(Tessellation(maximumError: 0).segmentsPerCorner(radius: 10) == 64)
        #expect(Tessellation(maximumError: -1).segmentsPerCorner(radius: 10) == 64)
        #expect(Tessellation(maximumError: .infinity).segmentsPerCorner(radius: 10) == 64)
        #expect(Tessellation(maximumError: .leastNonzeroMagnitude).segmentsPerCorner(radius: 10) == 64)
        #expect(Tessellation(maximumSegmentsPerCorner: 0).segmentsPerCorner(radius: 100) == 0)
        #expect(Tessellation(maximumSegmentsPerCorner: -3).segmentsPerCorner(radius: 100) == 0)
        #expect(Tessellation(maximumSegmentsPerCorner: .max).segmentsPerCorner(radius: 1e300) == .max)
        // Counts never fall as the radius grows.
        var previous = 0
        for exponent in stride(from: -1.0, through: 300, by: 0.25) {
            let count = settings.segmentsPerCorner(radius: pow(10, exponent))
            #expect(count >= previous, "at 1e\(exponent)")
            previous = count
        }
    }
}
