import Testing
import VitrineFlowLayout
import VitrineGeometry

/// The inset each alignment gives the content, so that every item can rest in its slot, and
/// the scrollable range it gives, from the first slot to the last (C the viewport, S the item, Ib and Ia the section insets
/// along the axis, L the content).
@Suite struct ContentInsetTests {
    static let directions: [FlowScrollDirection] = [.horizontal, .vertical]

    /// `before` and `after` set on the scroll axis's edges of an inset.
    static func inset(before: Double, after: Double, _ direction: FlowScrollDirection) -> EdgeInsets {
        direction == .horizontal
            ? EdgeInsets(top: 0, left: before, bottom: 0, right: after)
            : EdgeInsets(top: before, left: 0, bottom: after, right: 0)
    }

    // The carousel: C = 300, S = 100, Ib = 30, Ia = 50, L = 1260, so L − C = 960.
    // - lineStart: before 0; after C − S − Ib − Ia = 120 (slots 0…1080).
    // - lineCenter: before C/2 − S/2 − Ib = 70; after C/2 − S/2 − Ia = 50 (slots −70…1010).
    // - lineEnd: before C − S − Ib − Ia = 120; after 0 (slots −120…960).
    @Test(arguments: directions)
    func eachAlignmentPadsTheCarousel(direction: FlowScrollDirection) {
        let cases: [(PluginableFlowLayoutAlignment, Double, Double)] = [
            (.lineStart, 0, 120), (.lineCenter, 70, 50),
            (.lineEnd, 120, 0),
        ]
        for (alignment, before, after) in cases {
            let layout = carousel(alignment: alignment, direction: direction)
            #expect(layout.adjustedContentInset == Self.inset(before: before, after: after, direction))
            #expect(layout.contentOffsetRange == -before...(960 + after))
        }
    }

    // Without an alignment, or under `.never`, nothing is padded: the range is the seed's.
    @Test(arguments: directions)
    func withoutAdjustmentTheRangeIsTheContentsOwn(direction: FlowScrollDirection) {
        let plain = carousel(alignment: nil, direction: direction)
        #expect(plain.adjustedContentInset == .zero)
        #expect(plain.contentOffsetRange == 0...960)
        var never = carousel(alignment: .lineCenter, direction: direction)
        never.contentInsetAdjustment = .never
        #expect(never.adjustedContentInset == .zero)
        #expect(never.contentOffsetRange == 0...960)
        #expect(never.clampedContentOffset(-70) == 0)
        #expect(never.targetContentOffset(forItemAt: 0) == 0)
    }

    // The first item rests in its slot at the range's start and the last at its end, in every
    // alignment: their ideal-frame percentages are exactly 0 there. Every item's own target is
    // its slot (start 120i, center 120i − 70, end 120i − 120) and lies in the range.
    @Test(arguments: directions)
    func everyItemReachesItsSlot(direction: FlowScrollDirection) throws {
        let shifts: [(PluginableFlowLayoutAlignment, Double)] = [(.lineStart, 0), (.lineCenter, -70), (.lineEnd, -120)]
        for (alignment, shift) in shifts {
            let layout = carousel(alignment: alignment, direction: direction)
            let range = layout.contentOffsetRange
            let first = try #require(layout.attributes(ofItem: 0, atOffset: range.lowerBound))
            let last = try #require(layout.attributes(ofItem: 9, atOffset: range.upperBound))
            #expect(first.percentageInfo.idealFrameVisibility == 0)
            #expect(last.percentageInfo.idealFrameVisibility == 0)
            for index in 0..<10 {
                let target = try #require(layout.targetContentOffset(forItemAt: index))
                #expect(target == 120 * Double(index) + shift)
                #expect(range.contains(target))
                #expect(layout.attributes(ofItem: index, atOffset: target)?.percentageInfo.idealFrameVisibility == 0)
            }
        }
    }

    // Lines holding items of different lengths, horizontal, viewport 300 × 200, spacing 20
    // along and 10 across, insets 30 and 50: items 100 × 90 and 60 × 90 share column 0
    // (100 thick: 30…130 and, centred, 50…110); 100 × 200 fills column 1 (150…250); 80 × 90
    // and 40 × 90 share column 2 (270…350 and 290…330). L = 400, L − C = 100.
    // - lineStart (start − 30): slots 0, 20, 120, 240, 260 → before 0, after 160.
    // - lineCenter (mid − 150): −70, −70, 50, 160, 160 → before 70, after 60.
    // - lineEnd (end − 250): −120, −140, 0, 100, 80 → before 140 (the shorter item of the
    //   first column needs more than the first), after 0.
    @Test func theShorterItemsOfALineReachTheirSlotsToo() throws {
        let expected: [(PluginableFlowLayoutAlignment, [Double], Double, Double)] = [
            (.lineStart, [0, 20, 120, 240, 260], 0, 160),
            (.lineCenter, [-70, -70, 50, 160, 160], 70, 60),
            (.lineEnd, [-120, -140, 0, 100, 80], 140, 0),
        ]
        for (alignment, slots, before, after) in expected {
            var layout = carousel(alignment: alignment)
            layout.items = .individual([
                Size(width: 100, height: 90), Size(width: 60, height: 90),
                Size(width: 100, height: 200), Size(width: 80, height: 90),
                Size(width: 40, height: 90),
            ])
            #expect(layout.contentSize == Size(width: 400, height: 200))
            #expect(layout.adjustedContentInset == EdgeInsets(top: 0, left: before, bottom: 0, right: after))
            #expect(layout.contentOffsetRange == -before...(100 + after))
            #expect((0..<5).map { layout.targetContentOffset(forItemAt: $0) } == slots)
        }
    }

    // One 100-point item in the carousel's 300-point viewport: L = 30 + 100 + 50 = 180 < C.
    // lineCenter's slot is 80 − 150 = −70: the range is that one offset, before 70 and after
    // −70 − (180 − 300) = 50. lineStart's slot is 0: after 0 − (−120) = 120, range 0...0.
    // No items: no padding.
    @Test func contentShorterThanTheViewport() {
        var center = carousel(alignment: .lineCenter)
        center.items = .uniform(Size(width: 100, height: 200), count: 1)
        #expect(center.adjustedContentInset == EdgeInsets(top: 0, left: 70, bottom: 0, right: 50))
        #expect(center.contentOffsetRange == -70...(-70))
        #expect(center.target(from: 0, velocity: 800) == -70)
        var start = carousel(alignment: .lineStart)
        start.items = .uniform(Size(width: 100, height: 200), count: 1)
        #expect(start.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 120))
        #expect(start.contentOffsetRange == 0...0)
        start.items = .individual([])
        #expect(start.adjustedContentInset == .zero)
        #expect(start.contentOffsetRange == 0...0)
    }

    // Where the section inset leaves more room than the slot needs, the range stops at the
    // slot: one 150 × 300 item in 100 × 100 (vertical, no insets), L − C = 200, is centred at
    // 150 − 50 = 100, so the range is 100...100 and both insets −100 (the seed's range,
    // 0...200, under `.never`). The carousel in a 500-point viewport (L − C = 760): lineCenter
    // slots 120i − 170 run from −170 to 910, before 170 and after 150; in a 140-point one
    // (L − C = 1120), where the 30-point inset is wider than the (140 − 100)/2 = 20 the first
    // item's slot leaves, from 80 − 70 = 10 to 1160 − 70 = 1090: before −10, after −30.
    @Test func theRangeStopsAtTheSlots() {
        var layout = PluginableFlowLayout(
            alignment: .lineCenter, plugins: [],
            flowLayout: FlowLayout(items: .uniform(Size(width: 150, height: 300), count: 1)),
            viewport: Size(width: 100, height: 100))
        #expect(layout.adjustedContentInset == EdgeInsets(top: -100, left: 0, bottom: -100, right: 0))
        #expect(layout.contentOffsetRange == 100...100)
        layout.contentInsetAdjustment = .never
        #expect(layout.contentOffsetRange == 0...200)
        var wide = carousel(alignment: .lineCenter)
        wide.prepare(for: Size(width: 500, height: 200))
        #expect(wide.contentOffsetRange == -170...910)
        #expect(wide.adjustedContentInset == EdgeInsets(top: 0, left: 170, bottom: 0, right: 150))
        wide.prepare(for: Size(width: 140, height: 200))
        #expect(wide.contentOffsetRange == 10...1090)
        #expect(wide.adjustedContentInset == EdgeInsets(top: 0, left: -10, bottom: 0, right: -30))
    }

    // NaN clamps to the range's start; values beyond it to its ends.
    @Test func clampingPullsIntoTheRange() {
        let layout = carousel(alignment: .lineCenter)
        #expect(layout.clampedContentOffset(.nan) == -70)
        #expect(layout.clampedContentOffset(-500) == -70)
        #expect(layout.clampedContentOffset(5000) == 1010)
        #expect(layout.clampedContentOffset(333) == 333)
    }
}
