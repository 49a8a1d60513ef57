import Foundation
import Testing
import VitrineGeometry

@testable import VitrineSDL

@Suite("Bitmaps: fitting into another size, PNG in memory")
struct BitmapTests {
    static let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    static let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    static let gray = RGBA8(red: 9, green: 9, blue: 9, alpha: 255)

    /// A bitmap of `width` × `height` from pixels row by row.
    static func bitmap(_ width: Int, _ height: Int, _ pixels: [RGBA8]) -> Bitmap {
        Bitmap(width: width, height: height, bytes: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })!
    }

    @Test func aWideImageShrinksIntoAStripAndTheRestIsBackground() throws {
        // 4 × 2 into 2 × 2: scale 1/2, a 2 × 1 strip at the top (centering rounds down), each
        // pixel the average of the 2 × 2 it covers.
        let source = Self.bitmap(
            4, 2,
            [
                Self.red, Self.red, Self.blue, Self.red,
                Self.red, Self.red, Self.blue, Self.blue,
            ])
        let fitted = try #require(source.fitted(width: 2, height: 2, background: Self.gray))
        #expect(fitted[0, 0] == Self.red)
        #expect(fitted[1, 0] == RGBA8(red: 64, green: 0, blue: 191, alpha: 255))
        #expect(fitted[0, 1] == Self.gray && fitted[1, 1] == Self.gray)
    }

    @Test func aNarrowImageIsCenteredBetweenBars() throws {
        let source = Self.bitmap(2, 2, [Self.red, Self.blue, Self.blue, Self.red])
        let fitted = try #require(source.fitted(width: 4, height: 2, background: Self.gray))
        #expect([fitted[0, 0], fitted[1, 0], fitted[2, 0], fitted[3, 0]] == [Self.gray, Self.red, Self.blue, Self.gray])
        #expect([fitted[0, 1], fitted[1, 1], fitted[2, 1], fitted[3, 1]] == [Self.gray, Self.blue, Self.red, Self.gray])
    }

    @Test func aPixelGrowsToFillTheFrame() throws {
        let fitted = try #require(Self.bitmap(1, 1, [Self.blue]).fitted(width: 3, height: 3, background: Self.gray))
        #expect(fitted.bytes == Self.bitmap(3, 3, Array(repeating: Self.blue, count: 9)).bytes)
    }

    @Test func theSameSizeIsTheSameImageAndNoSizeIsNone() {
        let source = Self.bitmap(2, 1, [Self.red, Self.blue])
        #expect(source.fitted(width: 2, height: 1, background: Self.gray) == source)
        #expect(source.fitted(width: 0, height: 1, background: Self.gray) == nil)
    }

    @Test(arguments: [(10, 3), (3, 10), (7, 7), (1, 5), (640, 37)])
    func spansCoverEverySourcePixelOnceWhenShrinkingAndAtLeastOneEach(source: Int, target: Int) {
        let spans = Bitmap.spans(from: source, to: target)
        #expect(spans.count == target)
        #expect(spans.allSatisfy { !$0.isEmpty && $0.lowerBound >= 0 && $0.upperBound <= source })
        if target <= source {
            #expect(spans.flatMap { Array($0) } == Array(0..<source))
        }
    }

    @Test func aPNGMadeInMemoryReadsBackTheSame() throws {
        var pixels: [RGBA8] = []
        for y in 0..<37 {
            for x in 0..<53 {
                pixels.append(RGBA8(red: UInt8(x * 4), green: UInt8(y * 6), blue: UInt8((x ^ y) & 255), alpha: 255))
            }
        }
        let source = Self.bitmap(53, 37, pixels)
        let path = NSTemporaryDirectory() + "vitrine-bitmap-\(UUID().uuidString).png"
        try source.writePNG(to: path)
        #expect(try Bitmap(contentsOfFile: path) == source)
        let data = try source.pngData()
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(data))
    }
}
