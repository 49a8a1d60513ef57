import Testing
import VitrineFlowLayout
import VitrineGeometry

/// Targets on the test carousel (see `carousel`): C = 300, Ib = 30, Ia = 50, item i spans
/// 30 + 120i ... 130 + 120i, content range 0...960, padded for the alignment to reach the first
/// and last slots (`ContentInsetTests`): lineStart 0...1080, lineCenter −70...1010, lineEnd
/// −120...960. The viewport at O = 250 meets items 2, 3 and 4 (item 1 ends at 250, item 5
/// starts at 630 > 550).
@Suite struct TargetOffsetTests {
    static let directions: [FlowScrollDirection] = [.horizontal, .vertical]

    // lineStart: slot_i = minEdge − Ib = 120i. At O = 250 the slots 240, 360, 480 are −10,
    // +110, +230 away: prev = 240, next = 360.
    @Test(arguments: directions)
    func lineStartAroundTheThreshold(direction: FlowScrollDirection) {
        let layout = carousel(alignment: .lineStart, direction: direction)
        #expect(layout.target(from: 250, velocity: 0) == 240)  // slow: |110| < |−10| fails → prev
        #expect(layout.target(from: 250, velocity: 300) == 240)  // exactly 300 pt/s is not a flick
        #expect(layout.target(from: 250, velocity: 301) == 360)  // flick forward → next
        #expect(layout.target(from: 250, velocity: -301) == 240)  // flick back → prev
        // O = 310: items 2…4 again, slots 70 behind and 50 ahead: the nearer is next.
        #expect(layout.target(from: 310, velocity: 0) == 360)
        #expect(layout.target(from: 310, velocity: -300) == 360)
        #expect(layout.target(from: 310, velocity: -301) == 240)
    }

    // lineStart at the end: at O = 960 items 7, 8, 9 give slots 840, 960, 1080; a flick goes to
    // 1080, the last item's slot, which the padded range reaches. Without the padding
    // (`.never`) it is clamped to 960, and at 1080 a flick forward has nowhere further to go.
    @Test(arguments: directions)
    func lineStartReachesTheLastSlot(direction: FlowScrollDirection) {
        var layout = carousel(alignment: .lineStart, direction: direction)
        #expect(layout.target(from: 960, velocity: 500) == 1080)
        #expect(layout.target(from: 1080, velocity: 500) == 1080)
        layout.contentInsetAdjustment = .never
        #expect(layout.target(from: 960, velocity: 500) == 960)
    }

    // lineCenter: slot_i = mid − C/2 = 80 + 120i − 150 = 120i − 70. At O = 250 the slots 170,
    // 290, 410 are −80, +40, +160 away.
    @Test(arguments: directions)
    func lineCenterAroundTheThreshold(direction: FlowScrollDirection) {
        let layout = carousel(alignment: .lineCenter, direction: direction)
        #expect(layout.target(from: 250, velocity: 0) == 290)  // |40| < |−80| → next
        #expect(layout.target(from: 250, velocity: -300) == 290)  // not a flick: still the nearer
        #expect(layout.target(from: 250, velocity: -301) == 170)  // flick back → prev
        #expect(layout.target(from: 250, velocity: 301) == 290)
    }

    // lineCenter at both ends: at O = 0 items 0, 1, 2 give slots −70, 50, 170; a flick back
    // picks −70 (the seed's negative offset), the padded range's start. At O = 960 items 7, 8, 9
    // give 770, 890, 1010; a flick forward picks 1010, its end. Beyond them, clamped. Under
    // `.never` the two are clamped to 0 and 960, where no item is centred.
    @Test(arguments: directions)
    func lineCenterReachesBothEnds(direction: FlowScrollDirection) {
        var layout = carousel(alignment: .lineCenter, direction: direction)
        #expect(layout.target(from: 0, velocity: -500) == -70)
        #expect(layout.target(from: 960, velocity: 500) == 1010)
        #expect(layout.target(from: -70, velocity: -500, proposed: -400) == -70)
        #expect(layout.target(from: 1010, velocity: 500, proposed: 1400) == 1010)
        layout.contentInsetAdjustment = .never
        #expect(layout.target(from: 0, velocity: -500) == 0)
        #expect(layout.target(from: 960, velocity: 500) == 960)
    }

    // lineEnd: slot_i = maxEdge − C + Ia = 130 + 120i − 300 + 50 = 120i − 120. At O = 250 the
    // slots 120, 240, 360 are −130, −10, +110 away: prev = 240 (item 3), next = 360 (item 4).
    @Test(arguments: directions)
    func lineEndAroundTheThreshold(direction: FlowScrollDirection) {
        let layout = carousel(alignment: .lineEnd, direction: direction)
        #expect(layout.target(from: 250, velocity: 0) == 240)
        #expect(layout.target(from: 250, velocity: 300) == 240)
        #expect(layout.target(from: 250, velocity: 301) == 360)
    }

    // At O = 240 item 3 ends at 490 = O + C − Ia: it is in its slot, distance 0, and a slow
    // release stays. The seed's diff, maxEdge − (O + C + Ia), made it −100 and item 4's +20, so
    // it moved on to 360.
    @Test(arguments: directions)
    func lineEndAlignedItemStays(direction: FlowScrollDirection) {
        let layout = carousel(alignment: .lineEnd, direction: direction)
        #expect(layout.target(from: 240, velocity: 0) == 240)
    }

    // lineEnd at both ends: from O = −50 items 0 and 1 give slots −120 and 0, −70 and +50
    // away; a flick back picks −120, the padded range's start (0 under `.never`). At O = 960
    // item 9's slot is 960 exactly, distance 0, and nothing lies ahead.
    @Test(arguments: directions)
    func lineEndReachesBothEnds(direction: FlowScrollDirection) {
        var layout = carousel(alignment: .lineEnd, direction: direction)
        #expect(layout.target(from: -50, velocity: -500) == -120)
        #expect(layout.target(from: 960, velocity: 500) == 960)
        layout.contentInsetAdjustment = .never
        #expect(layout.target(from: -50, velocity: -500) == 0)
    }

    @Test func withoutAlignmentTheProposedOffsetStands() {
        let layout = carousel(alignment: nil)
        #expect(layout.target(from: 250, velocity: 1000, proposed: 1234.5) == 1234.5)
        #expect(layout.target(from: 250, velocity: -1000, proposed: -20) == -20)
    }

    @Test func theThresholdIsANamedSetting() {
        var layout = carousel(alignment: .lineCenter)
        #expect(PluginableFlowLayout.defaultFlickVelocityThreshold == 300)
        #expect(layout.flickVelocityThreshold == 300)
        layout.flickVelocityThreshold = 1000
        #expect(layout.target(from: 250, velocity: -500) == 290)  // no longer a flick
    }

    // The Scroller's projection: at .fast (0.99), 1000 pt/s travel 99 pt. From O = 250 the
    // proposed rest is 349; the one-item rule flicks forward to 290 (lineCenter).
    @Test func deceleratingConvenienceProposesTheProjectedRest() {
        var layout = carousel(alignment: .lineCenter)
        #expect(
            layout.targetContentOffset(
                currentOffset: 250, velocity: 1000, decelerationRate: .fast,
                viewport: layout.viewport) == 290)
        layout.flickBehavior = .projected
        // Nearest slot to 349 among 120i − 70: 290 (59 away) or 410 (61 away).
        #expect(
            layout.targetContentOffset(
                currentOffset: 250, velocity: 1000, decelerationRate: .fast,
                viewport: layout.viewport) == 290)
    }

    // An item longer than the viewport: widths 100, 500, 100, 100 in the 300-point viewport
    // (spacing 20, insets 30 and 50) span 30…130, 150…650, 670…770, 790…890; lineStart slots
    // 0, 120, 640, 760, scrollable range 0…640. At O = 300 the viewport meets item 1 alone. The
    // seed saw no next and sent a forward flick back to 120; the next item's slot is 640.
    @Test func aFlickPastAnItemLongerThanTheViewportReachesTheNextItem() {
        var layout = carousel(alignment: .lineStart)
        layout.items = .individual([100, 500, 100, 100].map { Size(width: $0, height: 200) })
        #expect(layout.geometry.maximumContentOffset == 640)
        #expect(layout.target(from: 300, velocity: 500) == 640)
        #expect(layout.target(from: 300, velocity: -500) == 120)
        #expect(layout.target(from: 300, velocity: 0) == 120)  // 180 behind, 340 ahead
        #expect(layout.target(from: 400, velocity: 0) == 640)  // 280 behind, 240 ahead
    }

    // Stepping on the carousel's lineStart slots 120i (range 0…1080): one slot on per step,
    // from the slot itself or from between slots, and never past the ends.
    @Test(arguments: directions)
    func steppingMovesFromSlotToSlot(direction: FlowScrollDirection) {
        let layout = carousel(alignment: .lineStart, direction: direction)
        #expect(layout.targetContentOffset(steppingFrom: 250, by: 1) == 360)
        #expect(layout.targetContentOffset(steppingFrom: 250, by: 2) == 480)
        #expect(layout.targetContentOffset(steppingFrom: 250, by: -1) == 240)
        #expect(layout.targetContentOffset(steppingFrom: 240, by: 1) == 360)
        #expect(layout.targetContentOffset(steppingFrom: 240.3, by: 1) == 360)  // within half a point
        #expect(layout.targetContentOffset(steppingFrom: 240.3, by: -1) == 120)
        #expect(layout.targetContentOffset(steppingFrom: 250, by: 100) == 1080)
        #expect(layout.targetContentOffset(steppingFrom: 1080, by: 1) == 1080)
        #expect(layout.targetContentOffset(steppingFrom: 0, by: -1) == 0)
        #expect(layout.targetContentOffset(steppingFrom: 250, by: 0) == 250)
    }

    // lineCenter slots 120i − 70: stepping back from 50 reaches the first, −70, and stops
    // there; under `.never` it is clamped to 0.
    @Test func steppingReachesTheFirstSlot() {
        var layout = carousel(alignment: .lineCenter)
        #expect(layout.targetContentOffset(steppingFrom: 0, by: 1) == 50)
        #expect(layout.targetContentOffset(steppingFrom: 50, by: -1) == -70)
        #expect(layout.targetContentOffset(steppingFrom: -70, by: -1) == -70)
        #expect(layout.targetContentOffset(steppingFrom: -70, by: 1) == 50)
        layout.contentInsetAdjustment = .never
        #expect(layout.targetContentOffset(steppingFrom: 50, by: -1) == 0)
        #expect(carousel(alignment: nil).targetContentOffset(steppingFrom: 50, by: 1) == nil)
    }

    // Item slots on the carousel: lineStart 120i, lineCenter 120i − 70, lineEnd 120i − 120,
    // each inside its padded range; without an alignment lineStart's, clamped to 0…960.
    @Test func anItemsOwnSlot() {
        #expect(carousel(alignment: .lineStart).targetContentOffset(forItemAt: 3) == 360)
        #expect(carousel(alignment: .lineCenter).targetContentOffset(forItemAt: 3) == 290)
        #expect(carousel(alignment: .lineEnd).targetContentOffset(forItemAt: 3) == 240)
        #expect(carousel(alignment: .lineCenter).targetContentOffset(forItemAt: 0) == -70)
        #expect(carousel(alignment: .lineStart).targetContentOffset(forItemAt: 9) == 1080)
        #expect(carousel(alignment: nil).targetContentOffset(forItemAt: 2) == 240)
        #expect(carousel(alignment: nil).targetContentOffset(forItemAt: 9) == 960)
        #expect(carousel(alignment: .lineStart).targetContentOffset(forItemAt: 10) == nil)
        #expect(carousel(alignment: .lineStart).targetContentOffset(forItemAt: -1) == nil)
    }
}
