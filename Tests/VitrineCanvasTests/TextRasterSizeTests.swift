import Testing
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
