import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

/// The Flow presets run by the real binary open with a card at rest in the alignment's slot,
/// and Home and End rest the first and the last cards there. The window is 1280 × 720, the
/// cards' section inset 48 on either side along the axis (64 at the top, 32 at the bottom
/// across it), and the guide, 2 points wide and drawn behind the cards, marks the slot: x = 47
/// and 48 for start, 639 and 640 for center, 1231 and 1232 for end (y = 359 and 360 up and
/// down).
@Suite("Flow presets' ends from the real binary")
struct FlowEndsTests {
    static let background = Color(hex: 0x16161D).rgba8

    /// The frames at rest: at the start (0 and 150 ms); after Home at 200 ms, which only shows
    /// the focus ring around the first card (250 ms); after End (pressed at 300 ms, its 0.15-s
    /// glide over by 650 ms) and after Home (pressed at 700 ms, over by 1050 ms), the ring around
    /// the current card.
    struct Frames {
        var first: Bitmap, rested: Bitmap, ringed: Bitmap, end: Bitmap, home: Bitmap
    }

    static func frames(_ arguments: [String]) throws -> Frames {
        let shots = try CommandRunner.headlessShots(
            arguments, script: ["200 key Home", "300 key End", "700 key Home"],
            at: [0, 150, 250, 650, 1050])
        return Frames(first: shots[0], rested: shots[1], ringed: shots[2], end: shots[3], home: shots[4])
    }

    /// The run of card pixels through (`x`, `y`) along a row (or a column when `vertical`):
    /// neither the background nor the guide's color `guide`, from its first to its last pixel.
    static func span(in shot: Bitmap, x: Int, y: Int, vertical: Bool = false, guide: RGBA8) -> ClosedRange<Int>? {
        let pixel = { (t: Int) in vertical ? shot[x, t] : shot[t, y] }
        let isCard = { (t: Int) in pixel(t) != background && pixel(t) != guide }
        let start = vertical ? y : x, limit = vertical ? shot.height - 1 : shot.width - 1
        guard isCard(start) else { return nil }
        var low = start, high = start
        while low > 0, isCard(low - 1) { low -= 1 }
        while high < limit, isCard(high + 1) { high += 1 }
        return low...high
    }

    /// Whether two frames match from below the status line's band down to the bottom margin,
    /// left of the right margin: all but the status line, whose frame rate reads 0 in the first frame, and the margins'
    /// page dots, small circles drawn as triangles in the first frames and from a coverage mask
    /// once they have stood still (their edges differ by a shade). (Compared as a Boolean: a
    /// failed comparison of bitmaps would print every byte.)
    static func sameBelowTheStatusLine(_ a: Bitmap, _ b: Bitmap) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        // The status line's band is 46 points tall, grown with windows above 1280 × 720.
        let scale = min(max(min(Double(a.width) / 1280, Double(a.height) / 720), 1), 3)
        for row in Int((46 * scale).rounded(.up))..<(a.height - 32) {
            let start = row * a.width * 4, end = start + (a.width - 48) * 4
            if a.bytes[start..<end] != b.bytes[start..<end] { return false }
        }
        return true
    }

    @Test func flowCenterOpensHomesAndEndsWithACardCentred() throws {
        let frames = try Self.frames(["--preset", "flow-center"])
        let guide = frames.first[640, 52]
        // Card 1 (320 wide) at the start and after Home, cards 35 and 36 (240 and 280 wide, one
        // above the other) after End: each centred on 640, so its pixels run 640 − w/2 … 639 + w/2.
        #expect(Self.span(in: frames.first, x: 640, y: 360, guide: guide) == 480...799)
        // After End the ring is around card 35, the upper one, a gap of the background's color
        // away: the run of card pixels stops at the gap.
        #expect(Self.span(in: frames.end, x: 640, y: 200, guide: guide) == 520...759)
        #expect(Self.span(in: frames.end, x: 640, y: 500, guide: guide) == 500...779)
        #expect(Self.sameBelowTheStatusLine(frames.first, frames.rested))
        #expect(Self.sameBelowTheStatusLine(frames.ringed, frames.home))
    }

    // flow-center in other windows: card 1 (320 long in the pattern) centred at the start and
    // after Home, cards 35 and 36 (240 and 280) after End. Margins (64 above, 32 below) and
    // spacing (20) are times the interface scale s (1 at 400 × 300, 1.5 at 1920 × 1080), the
    // lengths too, less where the 420-point longest card would not fit between the side
    // margins: at 400 × 300 they are × 304/420, rounded down (231, 173, 202). Across the axis
    // the cards share the room between the margins, h − 96s; two to a column, each
    // (h − 96s − 20s)/2 high, rounded down. A card w wide centred on x = c covers the pixels
    // ⌊c − w/2⌋ … ⌈c + w/2⌉ − 1. The guide shows 12 points above the top margin.
    @Test(arguments: [(400, 300, 1.0, [231, 173, 202]), (1920, 1080, 1.5, [480, 360, 420])])
    func flowCenterInOtherWindows(width: Int, height: Int, scale: Double, lengths: [Int]) throws {
        let frames = try Self.frames(["--preset", "flow-center", "--width", "\(width)", "--height", "\(height)"])
        let points = { (value: Double) in Int(value * scale) }
        let guide = frames.first[width / 2, points(64) - 12]
        let half = (height - points(96) - points(20)) / 2
        let top = points(64) + half / 2, bottom = points(64) + half + points(20) + half / 2
        let center = Double(width) / 2
        let span = { (length: Int) in
            Int((center - Double(length) / 2).rounded(.down))...(Int((center + Double(length) / 2).rounded(.up)) - 1)
        }
        #expect(Self.span(in: frames.first, x: width / 2, y: height / 2, guide: guide) == span(lengths[0]))
        #expect(Self.span(in: frames.end, x: width / 2, y: top, guide: guide) == span(lengths[1]))
        #expect(Self.span(in: frames.end, x: width / 2, y: bottom, guide: guide) == span(lengths[2]))
        #expect(Self.sameBelowTheStatusLine(frames.ringed, frames.home))
    }

    @Test func flowStartOpensHomesAndEndsWithACardOnTheInset() throws {
        let frames = try Self.frames(["--preset", "flow-start"])
        let guide = frames.first[47, 52]
        // Card 1 (320 wide) from x = 48; after End card 35 (240 wide, the top one), whose slot
        // is the last; card 36 below it, 40 points wider and centred on the same column, would
        // span 28…307.
        #expect(Self.span(in: frames.first, x: 200, y: 360, guide: guide) == 48...367)
        #expect(Self.span(in: frames.end, x: 150, y: 200, guide: guide) == 48...287)
        // (Its scale-and-fade plugin shrinks it a little about its centre, 28 + 307 = 335.)
        let below = try #require(Self.span(in: frames.end, x: 150, y: 500, guide: guide))
        #expect(below.lowerBound + below.upperBound == 335 && below.lowerBound < 48)
        #expect(Self.sameBelowTheStatusLine(frames.first, frames.rested))
        #expect(Self.sameBelowTheStatusLine(frames.ringed, frames.home))
    }

    @Test func flowEndOpensHomesAndEndsWithACardOnTheTrailingInset() throws {
        let frames = try Self.frames(["--preset", "flow-end"])
        let guide = frames.first[1232, 52]
        // Card 1 (320 wide) ends at x = 1232 (pixels 912…1231), and so does card 36 after End
        // (280 wide, the bottom one).
        #expect(Self.span(in: frames.first, x: 1000, y: 360, guide: guide) == 912...1231)
        #expect(Self.span(in: frames.end, x: 1100, y: 500, guide: guide) == 952...1231)
        #expect(frames.first[1232, 360] == guide && frames.end[1232, 52] == guide)
        #expect(Self.sameBelowTheStatusLine(frames.first, frames.rested))
        #expect(Self.sameBelowTheStatusLine(frames.ringed, frames.home))
    }

    @Test func flowVerticalOpensHomesAndEndsWithACardCentred() throws {
        let frames = try Self.frames(["--preset", "flow-vertical"])
        let guide = frames.first[40, 360]
        // Up and down, card 1 (320 high) centred on y = 360 (rows 200…519); after End card 36
        // (280 high, on the right) rows 220…499.
        #expect(Self.span(in: frames.first, x: 640, y: 360, vertical: true, guide: guide) == 200...519)
        #expect(Self.span(in: frames.end, x: 940, y: 360, vertical: true, guide: guide) == 220...499)
        #expect(Self.sameBelowTheStatusLine(frames.first, frames.rested))
        #expect(Self.sameBelowTheStatusLine(frames.ringed, frames.home))
    }

    // The README's presets-file example: calm-flow, centred, opens with card 1 centred.
    @Test func theReadmesCalmFlowOpensWithACardCentred() throws {
        let file = CommandRunner.temporaryPath("my-presets.json")
        try """
        {
          "presets": [
            {
              "name": "calm-flow",
              "scene": "flow",
              "alignment": "center",
              "plugins": ["scaleFade"],
              "scaleFade": { "scaleFactor": 0.4 },
              "flick": "projected"
            }
          ]
        }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let frames = try Self.frames(["--presets", file, "--preset", "calm-flow"])
        let guide = frames.first[640, 52]
        #expect(Self.span(in: frames.first, x: 640, y: 360, guide: guide) == 480...799)
        #expect(Self.span(in: frames.end, x: 640, y: 500, guide: guide) == 500...779)
        #expect(Self.sameBelowTheStatusLine(frames.ringed, frames.home))
    }
}
