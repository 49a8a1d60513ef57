import Testing
import VitrineFlowLayout
import VitrineGeometry

/// `.projected` on the test carousel: slots 120i (lineStart, range 0...1080) and 120i − 70
/// (lineCenter, range −70...1010).
@Suite struct ProjectedFlickTests {
    static func layout(_ alignment: PluginableFlowLayoutAlignment) -> PluginableFlowLayout {
        var layout = carousel(alignment: alignment)
        layout.flickBehavior = .projected
        return layout
    }

    // A strong flick from 0 proposing 700: the nearest slot is 720 (item 6), six items on;
    // `.oneItem` stops at 120.
    @Test func strongFlickTravelsSeveralItems() {
        #expect(Self.layout(.lineStart).target(from: 0, velocity: 2000, proposed: 700) == 720)
        #expect(carousel(alignment: .lineStart).target(from: 0, velocity: 2000, proposed: 700) == 120)
    }

    // Proposing 5000: the nearest slot is item 9's 1080, the end of the range (960 under
    // `.never`, clamped); proposing −3000 in lineCenter, item 0's −70.
    @Test func projectedTargetStopsAtTheEndSlots() {
        var start = Self.layout(.lineStart)
        #expect(start.target(from: 0, velocity: 9000, proposed: 5000) == 1080)
        start.contentInsetAdjustment = .never
        #expect(start.target(from: 0, velocity: 9000, proposed: 5000) == 960)
        #expect(Self.layout(.lineCenter).target(from: 500, velocity: -9000, proposed: -3000) == -70)
    }

    // A slow release from 250 proposing 290: the slots 240 (50 away) and 360 (70 away).
    @Test func slowReleaseTakesTheNearestSlot() {
        #expect(Self.layout(.lineStart).target(from: 250, velocity: 100, proposed: 290) == 240)
    }

    // A flick from 250 proposing only 270: nearest is 240, behind; a flick still goes at least
    // one item forward, to 360.
    @Test func flickGoesAtLeastOneItem() {
        #expect(Self.layout(.lineStart).target(from: 250, velocity: 400, proposed: 270) == 360)
    }

    // lineCenter: proposing 700 → slots 650 (50 away) and 770 (70 away). Backwards from 900
    // proposing 100 → 50 (50 away) rather than 170; the one-item rule would give 890.
    @Test func lineCenterProjection() {
        let layout = Self.layout(.lineCenter)
        #expect(layout.target(from: 0, velocity: 2000, proposed: 700) == 650)
        #expect(layout.target(from: 900, velocity: -2000, proposed: 100) == 50)
    }

    // Individual sizes, vertical, viewport 200 × 100, no insets, spacing 0: heights 50, 200,
    // 30, 120 stack at 0, 50, 250, 280 (each item a line of its own, 200 wide); content 400,
    // largest offset 300. lineStart slots are the tops: proposing 240 → 250 (10 away, not 50
    // at 190); proposing 300 → 280 (20 away, not 250 at 50).
    @Test func projectionWithIndividualSizes() {
        var layout = PluginableFlowLayout(
            alignment: .lineStart, plugins: [],
            flowLayout: FlowLayout(
                items: .individual([
                    Size(width: 200, height: 50), Size(width: 200, height: 200),
                    Size(width: 200, height: 30), Size(width: 200, height: 120),
                ]),
                minimumLineSpacing: 0, minimumInteritemSpacing: 0),
            viewport: Size(width: 200, height: 100))
        layout.flickBehavior = .projected
        #expect(layout.contentSize == Size(width: 200, height: 400))
        #expect(layout.target(from: 0, velocity: 100, proposed: 240) == 250)
        #expect(layout.target(from: 0, velocity: 100, proposed: 300) == 280)
    }
}
