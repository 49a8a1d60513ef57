import Testing
import VitrineGeometry

@testable import VitrineCanvas

@Suite("Text raster sizes")
struct TextRasterSizeTests {
    @Test func smallTextIsExactAndLargeTextUsesTheLadder() {
        #expect(DrawList.rasterSize(for: 15) == 15 && DrawList.rasterSize(for: 32.4) == 32)
        #expect(DrawList.rasterSize(for: 33.2) == 34 && DrawList.rasterSize(for: 62.9) == 62)
        #expect(DrawList.rasterSize(for: 65) == 64 && DrawList.rasterSize(for: 127) == 128)
        #expect(DrawList.rasterSize(for: 131) == 128 && DrawList.rasterSize(for: 1000) == 256)
        #expect(DrawList.rasterSize(for: .nan) == 0 && DrawList.rasterSize(for: -4) == 0)
        // Every size from 33 to 256 pixels lands within 3.1 % of its raster.
        for tenths in 330...2560 {
            let pixels = Double(tenths) / 10
            #expect(abs(Double(DrawList.rasterSize(for: pixels)) / pixels - 1) <= 0.031, "\(pixels)")
        }
        // The ladder has 16 + 16 + 16 sizes above 32.
        #expect(Set((33...256).map { DrawList.rasterSize(for: Double($0)) }).count == 48)
    }
}

@Suite("Scaled small text")
struct ScaledSmallTextTests {
    /// 13-point text scaled by 0.87 (11.31 pixels) is rasterized at 11 pixels and drawn texel
    /// for pixel: each glyph's quad is its raster's size, 5.5 × 7.7 of the fake font, from a
    /// whole pixel, sampled nearest; so a card shrunk by a plugin keeps sharp text.
    @Test func isDrawnTexelForPixelAtWholePixels() {
        var list = DrawList()
        let transform = Transform3D.makeScale(0.87, 0.87, 1).concatenating(.makeTranslation(100.3, 50.6, 0))
        list.appendText(
            "ab", fontSize: 13, color: .white, alignment: .leading, width: 40, transform: transform,
            glyphs: FakeGlyphs())
        #expect(list.runs.map(\.material) == [.atlas(.nearest)])
        #expect(list.vertices.count == 8)
        for glyph in 0..<2 {
            let corners = (0..<4).map { list.vertices[glyph * 4 + $0] }
            // The top-left corner on a whole pixel (a real font's glyph images are whole pixels
            // in size, so the others are too; the fake one's are 5.5 wide).
            #expect(
                Double(corners[0].x).rounded() == Double(corners[0].x) && Double(corners[0].y).rounded() == Double(corners[0].y))
            #expect(Double(corners[1].x - corners[0].x) == 5.5)
            #expect(abs(Double(corners[3].y - corners[0].y) - 7.7) < 1e-5)
        }
    }
}
