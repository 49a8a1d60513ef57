import Testing
import VitrineCanvas
import VitrineGeometry

@Suite("Measuring and shortening text")
struct TextMeasuringTests {
    static let name = "transformScale.normalizedMinimumScale"

    @Test func theEstimateAddsEachCharactersWidth() {
        let measure = EstimatedTextMeasure()
        // m 1.0, i 0.42, n 0.64, M 1.0, "." 0.42, "5" 0.64 and "−" 0.84 em.
        #expect(measure.width(of: "minM.5−", fontSize: 10) == (1.0 + 0.42 + 0.64 + 1.0 + 0.42 + 0.64 + 0.84) * 10)
        #expect(measure.width(of: "Ab\nIjjjj", fontSize: 10) == (0.42 + 0.42 + 0.42 + 0.42 + 0.42) * 10)
        #expect(measure.width(of: "", fontSize: 10) == 0)
        #expect(measure.width(of: "abc", fontSize: .nan) == 0)
    }

    @Test func glyphsMeasureAsTheyAreDrawn() {
        let glyphs = FakeGlyphs()
        // 0.6 em a glyph: 10-point text advances 6 points a character, at any pixel scale.
        #expect(GlyphTextMeasure(glyphs: glyphs).width(of: "abc", fontSize: 10) == 18)
        #expect(GlyphTextMeasure(glyphs: glyphs, pixelScale: 2).width(of: "abc", fontSize: 10) == 18)
        #expect(GlyphTextMeasure(glyphs: glyphs).width(of: "ab\nabcd", fontSize: 10) == 24)
        // Kerning is in glyph pixels: 1 pixel a pair is half a point at twice the scale.
        glyphs.kerningPerPair = 1
        #expect(GlyphTextMeasure(glyphs: glyphs).width(of: "abc", fontSize: 10) == 20)
        #expect(GlyphTextMeasure(glyphs: glyphs, pixelScale: 2).width(of: "abc", fontSize: 10) == 19)
        // Too small to draw is nothing to measure.
        #expect(GlyphTextMeasure(glyphs: glyphs).width(of: "abc", fontSize: 2) == 0)
    }

    @Test func textThatFitsStaysWhole() {
        let measure = EstimatedTextMeasure()
        #expect(measure.fitting(Self.name, fontSize: 10, in: 240) == Self.name)
        #expect(measure.fitting("0.50", fontSize: 10, in: 24) == "0.50")
    }

    @Test func longTextLosesItsMiddleWhereWordsMeet() {
        let measure = EstimatedTextMeasure()
        // The cut keeping the most characters that fits, between camel-case words or after the dot.
        #expect(measure.fitting(Self.name, fontSize: 10, in: 200) == "transformScale.normalized…Scale")
        #expect(measure.fitting(Self.name, fontSize: 10, in: 180) == "transformScale.…MinimumScale")
        #expect(measure.fitting(Self.name, fontSize: 10, in: 150) == "transform…MinimumScale")
        #expect(measure.fitting(Self.name, fontSize: 10, in: 130) == "transformScale.…Scale")
        #expect(measure.fitting(Self.name, fontSize: 10, in: 100) == "transform…Scale")
        #expect(measure.fitting("select the previous/next number", fontSize: 10, in: 150) == "select the…number")
    }

    @Test func withoutRoomForWordsTheCutFallsBetweenCharacters() {
        let measure = EstimatedTextMeasure()
        #expect(measure.fitting(Self.name, fontSize: 10, in: 60) == "trans…cale")
        #expect(measure.fitting(Self.name, fontSize: 10, in: 9) == "…")
        #expect(measure.fitting(Self.name, fontSize: 10, in: 8) == "")
        #expect(measure.fitting("0.50", fontSize: 10, in: 0) == "")
    }

    @Test func everyShorteningFitsItsRoom() {
        let measure = EstimatedTextMeasure()
        for width in stride(from: 0.0, through: 240, by: 0.5) {
            let fitted = measure.fitting(Self.name, fontSize: 10, in: width)
            #expect(measure.width(of: fitted, fontSize: 10) <= width, "\(width): \(fitted)")
        }
    }

    /// Counts the texts it measures, for the cost of shortening.
    final class CountingMeasure: TextMeasuring {
        private(set) var measured = 0
        func width(of text: String, fontSize: Double) -> Double {
            measured += 1
            return EstimatedTextMeasure().width(of: text, fontSize: fontSize)
        }
    }

    // Issue 32: the save prompt in a window squeezed to a few points shortened a 300-character
    // line by trying every pair of word boundaries, thousands of measurements a frame. Now a
    // room too small for "…" costs two, and any other at most the word cuts' budget and a
    // halving.
    @Test func shorteningALongTextCostsAFewMeasurementsAtAnyWidth() {
        let text = (0..<60).map { "word\($0)" }.joined(separator: " ")
        for width in [0.0, 5, 12, 40, 200] {
            let measure = CountingMeasure()
            let shortened = measure.fitting(text, fontSize: 14, in: width)
            #expect(EstimatedTextMeasure().width(of: shortened, fontSize: 14) <= width, "\(width)")
            #expect(measure.measured <= 2 + 64 + 10, "\(width): \(measure.measured) measurements")
        }
        let tiny = CountingMeasure()
        #expect(tiny.fitting(text, fontSize: 14, in: 3) == "")
        #expect(tiny.measured == 2)
        // The halving finds what the longest search would: as many characters as fit.
        let measure = EstimatedTextMeasure()
        let shortened = measure.fitting("abcdefghijklmnopqrstuvwxyz", fontSize: 10, in: 60)
        #expect(shortened.hasPrefix("abc") && shortened.contains("…"))
        let longer = shortened.replacingOccurrences(of: "…", with: "").count + 1
        let characters = Array("abcdefghijklmnopqrstuvwxyz")
        let next = String(characters[..<((longer + 1) / 2)]) + "…" + String(characters[(26 - longer / 2)...])
        #expect(measure.width(of: next, fontSize: 10) > 60)
    }
}
