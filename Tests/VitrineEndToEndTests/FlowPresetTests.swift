import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

/// The Flow presets run by the real binary: a flick comes to rest with a card exactly in the
/// alignment's slot. The window is 1280 × 720; the cards' section inset is 48 on the left and
/// 64 at the top, and the alignment guide is 2 points wide, centred on the slot line.
@Suite("Flow presets from the real binary")
struct FlowPresetTests {
    static let background = Color(hex: 0x16161D).rgba8

    /// The frame `script` leaves after `settle` milliseconds, and the first frame.
    func frames(preset: String, script: [String], settle: Int = 2000) throws -> (first: Bitmap, last: Bitmap) {
        let shots = try CommandRunner.headlessShots(["--preset", preset], script: script, at: [0, settle])
        return (shots[0], shots[1])
    }

    /// A fast drag of 120 points against the scroll direction, released while moving: a flick
    /// forward of well over the 300 points per second threshold.
    static let flick = [
        "0 down 900 360", "10 move 895 360", "20 move 860 360", "30 move 820 360",
        "40 move 780 360", "50 up 780 360",
    ]

    @Test func aFlickInFlowStartRestsACardsLeadingEdgeOnTheInset() throws {
        let (first, last) = try frames(preset: "flow-start", script: Self.flick)
        // Above the cards (which start at y = 64), column 47 is the guide alone.
        let guide = last[47, 52]
        #expect(guide != Self.background && last[46, 52] == Self.background)
        // Some row shows background, then the guide, then a card whose edge falls exactly on
        // x = 48: pixel 48 is as fully covered as pixel 52, and the guide shows at 47 untouched.
        let aligned = (64..<700).filter { y in
            last[46, y] == Self.background && last[47, y] == guide && last[48, y] == last[52, y]
                && last[48, y] != guide && last[48, y] != Self.background
        }
        #expect(!aligned.isEmpty)
        // The flick moved on: another card holds the slot than at the start.
        #expect(first[52, 360] != last[52, 360])
    }

    @Test func aFlickInFlowCenterRestsACardsCenterOnTheViewportCenter() throws {
        let (first, last) = try frames(preset: "flow-center", script: Self.flick)
        // Along the middle row, the card under x = 640 reaches from `left` to `right` with no
        // background (nor the guide, pixels 639 and 640, drawn behind the cards) between;
        // centred on 640 with an even width w, it covers pixels 640 − w/2 through 639 + w/2.
        func span(_ shot: Bitmap) -> (left: Int, right: Int)? {
            let guide = shot[640, 52]
            let isCard = { (x: Int) in shot[x, 360] != Self.background && shot[x, 360] != guide }
            guard isCard(640) else { return nil }
            var left = 640, right = 640
            while left > 0, isCard(left - 1) { left -= 1 }
            while right < 1279, isCard(right + 1) { right += 1 }
            return (left, right)
        }
        let card = try #require(span(last))
        #expect(card.left + card.right == 1279, "card spans \(card.left)…\(card.right)")
        #expect(card.right - card.left + 1 >= 200)
        // At the start the first card, 320 wide, is centred already (pixels 480…799); the flick
        // moved on to the next.
        let opening = try #require(span(first))
        #expect(opening.left == 480 && opening.right == 799, "card spans \(opening.left)…\(opening.right)")
        #expect(first[640, 360] != last[640, 360])
    }
}
