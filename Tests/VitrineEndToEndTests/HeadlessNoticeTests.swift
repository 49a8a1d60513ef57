import Foundation
import Testing
import VitrineSDL

/// The red notice of a refused value and the page dots, drawn by the binary: neither over the
/// other.
@Suite("Notice and page dots")
struct HeadlessNoticeTests {
    // coverflow at 1280 × 720 with spacing typed as 7: the red notice stands on top of the
    // dots' row (dots centered at y 690, 10 points across), every pixel of it right of its
    // text its own red; the dots below it are drawn whole, the first one white.
    @Test func theErrorNoticeStandsClearOfThePageDots() throws {
        let shot = try CommandRunner.headlessShots(
            ["--preset", "coverflow"],
            script: ["0 key Tab", "50 down 1000 508", "60 up 1000 508", "120 down 1000 508", "130 up 1000 508",
                     "200 text 7", "260 key Return"],
            at: [400])[0]
        let red = shot[1200, shot.height - 60]
        #expect(red.red > 0x70 && red.green < 0x30, "\(red)")
        let rows = (0..<shot.height).filter { shot[1200, $0] == red }
        let top = try #require(rows.first), bottom = try #require(rows.last)
        #expect(rows.count == bottom - top + 1 && rows.count >= 30, "the notice is one band: \(rows)")
        #expect(bottom < 684, "the notice ends above the dots: rows \(top)...\(bottom)")
        let spotted = (top...bottom).filter { y in (450..<1250).contains { shot[$0, y] != red } }
        #expect(spotted.isEmpty, "rows of the notice with pixels not its red: \(spotted)")
        let indicator = shot[387, 690], dot = shot[409, 690], between = shot[398, 690]
        #expect(indicator.red > 0xF0 && indicator.green > 0xF0 && indicator.blue > 0xF0, "\(indicator)")
        #expect(dot.red > between.red + 0x20, "a dot \(dot) is lighter than the window \(between)")
    }
}
