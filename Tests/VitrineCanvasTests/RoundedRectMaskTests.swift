import Foundation
import Testing
import VitrineGeometry

@testable import VitrineCanvas

@Suite("Rounded rectangle masks")
struct RoundedRectMaskTests {
    @Test func placingQuantizesToQuarterPixels() throws {
        // Left edge 10.3 → 41.2 quarters → 41: pixel 10, phase 1. Top 20.6 → 82.4 → 82: pixel 20,
        // phase 2. The image starts one pixel up and left for its border.
        let placed = try #require(RoundedRectMask.placing(Rect(x: 10.3, y: 20.6, width: 60, height: 40), radius: 10))
        #expect(placed.mask == RoundedRectMask(quarterWidth: 240, quarterHeight: 160, quarterRadius: 40, phaseX: 1, phaseY: 2))
        #expect(placed.x == 9 && placed.y == 19)
        // (1 + 240 + 3) / 4 + 2 = 63; (2 + 160 + 3) / 4 + 2 = 43.
        #expect(placed.mask.imageWidth == 63 && placed.mask.imageHeight == 43)
    }

    @Test func negativePositionsFloorToThePixelOnTheLeft() throws {
        let placed = try #require(RoundedRectMask.placing(Rect(x: -0.75, y: -2, width: 8, height: 8), radius: 0))
        #expect(placed.mask.phaseX == 1 && placed.mask.phaseY == 0)
        #expect(placed.x == -2 && placed.y == -3)
    }

    @Test func unusableRectanglesGetNoMask() {
        #expect(RoundedRectMask.placing(Rect(x: 0, y: 0, width: 0, height: 5), radius: 1) == nil)
        #expect(RoundedRectMask.placing(Rect(x: 0, y: 0, width: 300, height: 5), radius: 1) == nil)
        #expect(RoundedRectMask.placing(Rect(x: .nan, y: 0, width: 5, height: 5), radius: 1) == nil)
        #expect(RoundedRectMask.placing(Rect(x: 0, y: 0, width: 5, height: 5), radius: .infinity) == nil)
    }

    @Test func radiusIsClampedToHalfTheShorterSide() {
        #expect(
            RoundedRectMask(quarterWidth: 80, quarterHeight: 40, quarterRadius: 100, phaseX: 0, phaseY: 0).quarterRadius == 20)
    }

    @Test func aSquareOnWholePixelsIsSolidWithAnEmptyBorder() {
        let mask = RoundedRectMask(quarterWidth: 16, quarterHeight: 16, quarterRadius: 0, phaseX: 0, phaseY: 0)
        #expect(mask.imageWidth == 6 && mask.imageHeight == 6)
        let rows = stride(from: 0, to: 36, by: 6).map { Array(mask.coverage()[$0..<$0 + 6]) }
        #expect(rows[0] == [0, 0, 0, 0, 0, 0])
        for row in 1...4 { #expect(rows[row] == [0, 255, 255, 255, 255, 0]) }
        #expect(rows[5] == [0, 0, 0, 0, 0, 0])
    }

    @Test func aHalfPixelPhaseHalfCoversTheEdgePixels() {
        // Left edge in the middle of pixel 1: pixels 1 and 5 are half covered, 0.5 · 255 → 128.
        let mask = RoundedRectMask(quarterWidth: 16, quarterHeight: 16, quarterRadius: 0, phaseX: 2, phaseY: 0)
        #expect(mask.imageWidth == 7)
        let secondRow = Array(mask.coverage()[7..<14])
        #expect(secondRow == [0, 128, 255, 255, 255, 128, 0])
    }

    @Test func cornersAreRound() {
        // A 20 × 20 circle: the corner pixel of its box is 9.5·√2 − 10 = 3.4 px outside the arc,
        // the center pixel is inside.
        let mask = RoundedRectMask(quarterWidth: 80, quarterHeight: 80, quarterRadius: 40, phaseX: 0, phaseY: 0)
        let coverage = mask.coverage()
        #expect(coverage[1 * mask.imageWidth + 1] == 0)
        #expect(coverage[11 * mask.imageWidth + 11] == 255)
        // Pixel (3, 4) has its center at (−7.5, −6.5) from the circle's center, 0.0753 px inside
        // the arc: coverage 0.5 + 0.0753 → 0.5753 · 255 → 147.
        #expect(coverage[4 * mask.imageWidth + 3] == 147)
    }

    @Test func coverageIsSymmetricForASymmetricPlacement() {
        let mask = RoundedRectMask(quarterWidth: 100, quarterHeight: 60, quarterRadius: 24, phaseX: 0, phaseY: 0)
        let coverage = mask.coverage(), width = mask.imageWidth, height = mask.imageHeight
        for j in 0..<height {
            for i in 0..<width {
                #expect(coverage[j * width + i] == coverage[j * width + (width - 1 - i)])
                #expect(coverage[j * width + i] == coverage[(height - 1 - j) * width + i])
            }
        }
    }

    // Quarter-ellipse corners (a mask for a shape seen in perspective): the coverage made from
    // the approximate distance is within 1 % (0.7 % measured) of the one made from the true distance to the
    // ellipse (measured against 20,000 points of the arc) for radii 12 × 6 and 5 × 9.
    @Test(arguments: [(12.0, 6.0), (5.0, 9.0)])
    func ellipticalCornersFollowTheEllipse(radiusX: Double, radiusY: Double) {
        let arc = (0...20_000).map { step -> (Double, Double) in
            let angle = Double(step) / 20_000 * .pi / 2
            return (radiusX * cos(angle), radiusY * sin(angle))
        }
        var largest = 0.0
        for i in 0...40 {
            for j in 0...40 {
                let qx = Double(i) / 40 * (radiusX + 2), qy = Double(j) / 40 * (radiusY + 2)
                let inside = (qx / radiusX) * (qx / radiusX) + (qy / radiusY) * (qy / radiusY) < 1
                var nearest = Double.infinity
                for (x, y) in arc {
                    let dx = x - qx, dy = y - qy
                    nearest = min(nearest, (dx * dx + dy * dy).squareRoot())
                }
                let exact = inside ? -nearest : nearest
                guard abs(exact) < 1.5, qx > 0, qy > 0 else { continue }
                let approximate = RoundedRectMask.ellipticalCornerDistance(qx, qy, radiusX: radiusX, radiusY: radiusY)
                func coverage(_ d: Double) -> Double { min(max(0.5 - d, 0), 1) }
                largest = max(largest, abs(coverage(approximate) - coverage(exact)))
            }
        }
        #expect(largest < 0.01, "largest error \(largest)")
    }

    // Equal radii give the circular mask; unequal ones keep both symmetries and the straight
    // edges' ramp.
    @Test func anEllipticalMaskIsSymmetricWithStraightEdgesLikeACircularOne() {
        #expect(
            RoundedRectMask(quarterWidth: 100, quarterHeight: 60, quarterRadius: 24, quarterRadiusY: 24, phaseX: 0, phaseY: 0)
                == RoundedRectMask(quarterWidth: 100, quarterHeight: 60, quarterRadius: 24, phaseX: 0, phaseY: 0))
        let elliptical = RoundedRectMask(
            quarterWidth: 160, quarterHeight: 80, quarterRadius: 48, quarterRadiusY: 24, phaseX: 0, phaseY: 0)
        let circular = RoundedRectMask(quarterWidth: 160, quarterHeight: 80, quarterRadius: 24, phaseX: 0, phaseY: 0)
        let a = elliptical.coverage(), b = circular.coverage(), width = elliptical.imageWidth, height = elliptical.imageHeight
        for j in 0..<height {
            for i in 0..<width {
                #expect(a[j * width + i] == a[j * width + (width - 1 - i)] && a[j * width + i] == a[(height - 1 - j) * width + i])
            }
        }
        // Column 21 (the middle) and row 11 (the middle) cross straight edges only.
        for j in 0..<height { #expect(a[j * width + 21] == b[j * width + 21]) }
        for i in 0..<width { #expect(a[11 * width + i] == b[11 * width + i]) }
    }
}
