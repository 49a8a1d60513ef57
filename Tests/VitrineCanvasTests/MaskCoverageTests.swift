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
