import Foundation
import Testing
import VitrineCanvas

/// Text broken into lines that fit a width, as the save prompt shows a long line.
@Suite("Text wrapping")
struct TextWrappingTests {
    static let measure = EstimatedTextMeasure()

    @Test func linesBreakAfterTheLastSpaceThatFits() {
        // Letters are 0.64 em and the space 0.42 em: at 14 points "aaa aaa" is 59.64 points wide,
        // "aaa aaa aaa" 92.4.
        let lines = Self.measure.wrapped("aaa aaa aaa aaa", fontSize: 14, in: 60)
        #expect(lines == ["aaa aaa", "aaa aaa"])
        #expect(lines.allSatisfy { Self.measure.width(of: $0, fontSize: 14) <= 60 })
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let lines = Self.measure.wrapped(String(repeating: "a", count: 20), fontSize: 10, in: 32)
        // 6.4 points a letter: five a line.
        #expect(lines == Array(repeating: "aaaaa", count: 4))
    }

    @Test func newlinesAndEmptyTextKeepTheirLines() {
        #expect(Self.measure.wrapped("a\n\nb", fontSize: 14, in: 100) == ["a", "", "b"])
        #expect(Self.measure.wrapped("", fontSize: 14, in: 100) == [""])
        // Not even one character fits: one a line, every character kept.
        #expect(Self.measure.wrapped("abc", fontSize: 14, in: 1) == ["a", "b", "c"])
    }

    @Test func everyCharacterButTheBreakingSpacesIsKept() {
        let text = "Save the scene as a preset in vitrine-presets.json · Enter saves · Esc cancels"
        for width in stride(from: 40.0, through: 600, by: 37) {
            let lines = Self.measure.wrapped(text, fontSize: 14, in: width)
            #expect(
                lines.joined(separator: " ").replacingOccurrences(of: " ", with: "")
                    == text.replacingOccurrences(of: " ", with: ""))
            #expect(lines.allSatisfy { Self.measure.width(of: $0, fontSize: 14) <= width || $0.count == 1 })
        }
    }
}
