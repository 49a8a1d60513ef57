import Testing
import VitrineTestSupport

@testable import VitrineCanvas

/// A mask's coverage is worked out by column and row outside its corners; it must be the very
/// bytes of working out every pixel's distance to the outline.
@Suite("Mask coverage")
struct MaskCoverageTests {
    /// Every pixel's coverage from its own distance to the outline: the plain definition.
    static func coverageByPixel(of mask: RoundedRectMask) -> [UInt8] {
        let width = Double(mask.quarterWidth) / 4, height = Double(mask.quarterHeight) / 4
        let radiusX = Double(mask.quarterRadius) / 4, radiusY = Double(mask.quarterRadiusY) / 4
        let offsetX = 1 + Double(mask.phaseX) / 4 + width / 2, offsetY = 1 + Double(mask.phaseY) / 4 + height / 2
        var pixels: [UInt8] = []
        for j in 0..<mask.imageHeight {
            let qy = abs(Double(j) + 0.5 - offsetY) - (height / 2 - radiusY)
            for i in 0..<mask.imageWidth {
                let qx = abs(Double(i) + 0.5 - offsetX) - (width / 2 - radiusX)
                let alpha = min(max(0.5 - mask.cornerDistance(qx, qy), 0), 1)
                pixels.append(UInt8((alpha * 255).rounded()))
            }
        }
        return pixels
    }

    // 4,000 seeded masks: sizes from a quarter pixel to the largest side, every phase, circular
    // corners, elliptical ones, square ones, and square on one axis only.
    @Test func coverageIsThePixelByPixelCoverage() {
        var random = SplitMix64(seed: 0x3A5C)
        let largest = 4 * (RoundedRectMask.largestSide - 4)
        for index in 0..<4000 {
            let width = random.int(in: 1...(index < 3000 ? 200 : largest))
            let height = random.int(in: 1...(index < 3000 ? 200 : largest))
            let radius = random.int(in: 0...max(min(width, height) / 2, 0))
            let radiusY: Int
            switch index % 4 {
            case 0: radiusY = radius
            case 1: radiusY = random.int(in: 0...max(min(width, height) / 2, 0))
            case 2: radiusY = 0
            default: radiusY = radius == 0 ? random.int(in: 1...max(min(width, height) / 2, 1)) : 0
            }
            let mask = RoundedRectMask(
                quarterWidth: width, quarterHeight: height, quarterRadius: radius, quarterRadiusY: radiusY,
                phaseX: random.int(in: 0...3), phaseY: random.int(in: 0...3))
            let isSame = mask.coverage() == Self.coverageByPixel(of: mask)
            #expect(isSame, "\(mask)")
            if !isSame { return }
        }
    }
}

/// The pixels of a circular corner decided without a square root.
@Suite("Circular corners")
struct CircularCornerTests {
    /// A radius of 10 pixels: covered up to 9.5 from the corner's center, bare from 10.5, and
    /// the ring between left to the square root.
    @Test func pixelsWithinHalfAPixelOfTheArcAreLeftToTheSquareRoot() throws {
        let mask = RoundedRectMask(quarterWidth: 160, quarterHeight: 120, quarterRadius: 40, phaseX: 0, phaseY: 0)
        let corner = try #require(RoundedRectMask.CircularCorner(mask))
        #expect(corner.coveredSquared == 90.25)
        #expect(corner.bareSquared == 110.25)
        #expect(corner.coverageByte(6, 7) == 255)  // 85
        #expect(corner.coverageByte(9.5, 0.000_001) == nil)
        #expect(corner.coverageByte(7, 7) == nil)  // 98
        #expect(corner.coverageByte(10.5, 0) == 0)
        #expect(corner.coverageByte(8, 8) == 0)  // 128
    }

    /// Corners under half a pixel cover no pixel for sure; elliptical and square corners are
    /// not circles.
    @Test func smallEllipticalAndSquareCorners() throws {
        let small = try #require(
            RoundedRectMask.CircularCorner(
                RoundedRectMask(quarterWidth: 40, quarterHeight: 40, quarterRadius: 1, phaseX: 0, phaseY: 0)))
        #expect(small.coverageByte(0.01, 0.01) == nil)
        #expect(small.coverageByte(0.75, 0) == 0)
        #expect(
            RoundedRectMask.CircularCorner(
                RoundedRectMask(
                    quarterWidth: 40, quarterHeight: 40, quarterRadius: 8, quarterRadiusY: 4, phaseX: 0, phaseY: 0))
                == nil)
        #expect(
            RoundedRectMask.CircularCorner(
                RoundedRectMask(quarterWidth: 40, quarterHeight: 40, quarterRadius: 0, phaseX: 0, phaseY: 0)) == nil)
    }
}
