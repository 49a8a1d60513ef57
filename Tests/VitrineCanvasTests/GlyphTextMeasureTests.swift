import Testing

@testable import VitrineCanvas

@Suite("Measuring text with the atlas's glyphs")
struct GlyphTextMeasureTests {
    // The fake atlas's advances are 0.6 em: the width is the same measured once or kept, and
    // kept, it asks the atlas nothing.
    @Test func aWidthIsMeasuredOnceAndKept() {
        let atlas = FakeGlyphs()
        let measure = GlyphTextMeasure(glyphs: atlas)
        let first = measure.width(of: "Deceleration", fontSize: 15)
        let asked = atlas.requestedSizes.count
        #expect(asked == 12)
        #expect(measure.width(of: "Deceleration", fontSize: 15) == first)
        #expect(atlas.requestedSizes.count == asked)
        // A copy shares what was kept; another size or text is measured.
        let copy = measure
        #expect(copy.width(of: "Deceleration", fontSize: 15) == first)
        #expect(atlas.requestedSizes.count == asked)
        _ = measure.width(of: "Deceleration", fontSize: 16)
        #expect(atlas.requestedSizes.count == 2 * asked)
        // The width is the advances': 12 letters of 0.6 em at 15 points.
        #expect(DrawList.rasterSize(for: 15) == 15 && first == 108)
    }

    // A letter the atlas had no room for counts as nothing, and such a width is not kept.
    @Test func aWidthWithAMissingGlyphIsMeasuredAgain() {
        let atlas = FakeGlyphs()
        atlas.missingScalar = "e"
        let measure = GlyphTextMeasure(glyphs: atlas)
        let partial = measure.width(of: "Deceleration", fontSize: 15)
        atlas.missingScalar = nil
        let whole = measure.width(of: "Deceleration", fontSize: 15)
        #expect(whole > partial)
        #expect(atlas.requestedSizes.count == 24)
    }
}
