import Testing
import VitrineLive

/// Reading a tuning range from a comment's text.
@Suite("Range comments")
struct RangeCommentTests {
    @Test("the first A...B with numeric literals on both sides")
    func ranges() {
        #expect(ScannedNumber.range(inComment: "// 0...2") == 0...2)
        #expect(ScannedNumber.range(inComment: "// amplitude, -1...1") == -1...1)
        #expect(ScannedNumber.range(inComment: "//-0.5 ... +2.5e1 then 7...8") == -0.5...25)
        #expect(ScannedNumber.range(inComment: "// 1_000...2_000") == 1000...2000)
        #expect(ScannedNumber.range(inComment: "// steps ... 1...3") == 1...3)
        #expect(ScannedNumber.range(inComment: "// 2...2") == 2...2)
    }

    @Test("no range: none written, swapped, not finite, not literals")
    func noRanges() {
        for text in [
            "// 0..<2", "// 0...", "// ...2", "// 3...1", "// 0...1e400", "// -1e999...0", "// a...b", "// .pi...2",
            "// 0. ..1", "", "// 0....1",
        ] {
            #expect(ScannedNumber.range(inComment: text) == nil, "\(text)")
        }
    }
}
