import Foundation
import Testing
import VitrineSDL

/// The panel's longest name, drawn by the real binary with its font: shortened, it ends before
/// its value begins.
@Suite("The panel's text, headless")
struct HeadlessPanelTextTests {
    /// The columns of `shot` between `minX` and `maxX` that hold text in the rows `band`: a
    /// pixel brighter than the panel's background (0x23232E) and the cards faint under it.
    static func inkedColumns(of shot: Bitmap, from minX: Int, to maxX: Int, rows band: Range<Int>) -> [Bool] {
        (minX..<maxX).map { x in
            band.contains { y in
                let pixel = shot[x, y]
                return max(pixel.red, pixel.green, pixel.blue) > 0x60
            }
        }
    }

    @Test func theMinimumScaleRowKeepsItsNameAndValueApart() throws {
        let shots = try CommandRunner.headlessShots(
            ["--width", "1280", "--height", "720", "--preset", "linear-rotate-scale"],
            script: ["0 key Tab"], at: [100])
        let shot = try #require(shots.first)
        // Row 24 of the panel (y = 64 + 23 · 24 = 616…640): transformScale.normalizedMinimumScale
        // and 0.50, from the row's left (x = 900) to the − button's left less 4 (1256 − 46 − 4).
        let inked = Self.inkedColumns(of: shot, from: 900, to: 1206, rows: 620..<638)
        let firstInk = try #require(inked.firstIndex(of: true)), lastInk = try #require(inked.lastIndex(of: true))
        // The widest run of blank columns between the first ink and the last: between the name
        // and the value, at least the layout's gap of 8 points less the glyphs' side bearings.
        var widest = 0..<0, start: Int?
        for x in firstInk...lastInk {
            if !inked[x] {
                start = start ?? x
            } else if let blank = start {
                if x - blank > widest.count { widest = blank..<x }
                start = nil
            }
        }
        let picture = inked.map { $0 ? "#" : "." }.joined()
        #expect(widest.count >= 6, "\(picture)")
        // Right of it only "0.50", about 30 points wide; left of it the name, from the row's start.
        #expect(lastInk + 1 - widest.upperBound < 40, "\(picture)")
        #expect(firstInk < 20 && widest.lowerBound > 150, "\(picture)")
    }
}
