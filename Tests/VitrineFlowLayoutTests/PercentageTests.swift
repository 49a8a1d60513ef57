import Testing
import VitrineFlowLayout
import VitrineGeometry
import VitrineTestSupport

/// Percentages on the test carousel: C = 300, S = 100, Ib = 30, Ia = 50, item i from
/// 30 + 120i to 130 + 120i, centre M = 80 + 120i.
@Suite struct PercentageTests {
    static let directions: [FlowScrollDirection] = [.horizontal, .vertical]

    static func info(
        _ alignment: PluginableFlowLayoutAlignment?, item: Int, offset: Double,
        direction: FlowScrollDirection = .horizontal
    ) -> PercentageInfo {
        carousel(alignment: alignment, direction: direction).attributes(ofItem: item, atOffset: offset)?.percentageInfo
            ?? PercentageInfo(collectionVisibility: .nan, idealFrameVisibility: .nan, idealFrameAndCollectionVisibility: .nan)
    }

    // collectionVisibility, any alignment. O = 80: item 0 (30…130) has 50 of 100 clipped before
    // → −0.5; item 1 (150…250) is fully visible → 0. O = 40: item 0 → −(40 − 30)/100 = −0.1;
    // item 2 (270…370) → +(370 − 340)/100 = +0.3. O = 200: item 0 is fully out → −1.
    @Test(arguments: directions)
    func collectionVisibility(direction: FlowScrollDirection) {
        for alignment in [PluginableFlowLayoutAlignment.lineStart, .lineCenter, .lineEnd, nil] {
            #expect(
                isClose(
                    Self.info(alignment, item: 0, offset: 80, direction: direction).collectionVisibility, -0.5, tolerance: 1e-9))
            #expect(Self.info(alignment, item: 1, offset: 80, direction: direction).collectionVisibility == 0)
            #expect(
                isClose(
                    Self.info(alignment, item: 0, offset: 40, direction: direction).collectionVisibility, -0.1, tolerance: 1e-9))
            #expect(
                isClose(
                    Self.info(alignment, item: 2, offset: 40, direction: direction).collectionVisibility, 0.3, tolerance: 1e-9))
            #expect(Self.info(alignment, item: 0, offset: 200, direction: direction).collectionVisibility == -1)
        }
    }

    // idealFrameVisibility = clamp((M − idealMid)/S) at O = 80:
    // lineStart idealMid = 80 + 30 + 50 = 160 → items 0, 1, 2: −0.8, 0.4, 1 (1.6 clamped);
    // lineCenter idealMid = 80 + 150 = 230 → −1 (−1.5), −0.3, 0.9 (also without alignment);
    // lineEnd idealMid = 80 + 300 − 50 − 50 = 280 (the real Ia) → −1 (−2), −0.8, 0.4.
    @Test(arguments: directions)
    func idealFrameVisibility(direction: FlowScrollDirection) {
        let expected: [(PluginableFlowLayoutAlignment?, [Double])] = [
            (.lineStart, [-0.8, 0.4, 1]), (.lineCenter, [-1, -0.3, 0.9]), (nil, [-1, -0.3, 0.9]), (.lineEnd, [-1, -0.8, 0.4]),
        ]
        for (alignment, values) in expected {
            for (item, value) in values.enumerated() {
                #expect(
                    isClose(
                        Self.info(alignment, item: item, offset: 80, direction: direction).idealFrameVisibility, value,
                        tolerance: 1e-9))
            }
        }
    }

    // idealFrameAndCollectionVisibility = u/Db (u < 0) or u/Da, u = M − idealMid, at O = 80:
    // lineCenter Db = Da = (300 + 100)/2 = 200: u = −150, −30, 90, 210 → −0.75, −0.15, 0.45, 1;
    // lineStart Db = 100 + 30 = 130, Da = 300 − 30 = 270: u = −80, 40, 160;
    // lineEnd Db = 300 − 50 = 250, Da = 100 + 50 = 150: u = −200, −80, 40.
    @Test(arguments: directions)
    func idealFrameAndCollectionVisibility(direction: FlowScrollDirection) {
        let expected: [(PluginableFlowLayoutAlignment?, [Double])] = [
            (.lineCenter, [-0.75, -0.15, 0.45, 1]), (nil, [-0.75, -0.15, 0.45, 1]),
            (.lineStart, [-80 / 130, 40 / 270, 160 / 270]), (.lineEnd, [-0.8, -80 / 250, 40 / 150]),
        ]
        for (alignment, values) in expected {
            for (item, value) in values.enumerated() {
                let info = Self.info(alignment, item: item, offset: 80, direction: direction)
                #expect(isClose(info.idealFrameAndCollectionVisibility, value, tolerance: 1e-9))
            }
        }
    }

    // In its slot every value is 0: lineStart item 1 at O = 120 (150 = O + Ib), lineCenter
    // item 2 at O = 170 (320 = O + C/2), lineEnd item 3 at O = 240 (490 = O + C − Ia).
    @Test func itemsInTheirSlotsReadZero() {
        for (alignment, item, offset) in [
            (PluginableFlowLayoutAlignment.lineStart, 1, 120.0), (.lineCenter, 2, 170), (.lineEnd, 3, 240),
        ] {
            #expect(Self.info(alignment, item: item, offset: offset) == .zero)
        }
    }

    // The seed's flip: lineStart at O = 800, item 0 is 800 before its slot (u = 80 − 880).
    // The seed's b = −670/130, a = −1070/270 fail |b| < |a| and give 0; the closed form gives
    // −800/130, clamped to −1. lineEnd at O = 0, item 9 (u = 1160 − 200 = 960): the seed's
    // b = 1210/250 < a = 810/150 gives 0; the closed form gives +1.
    @Test func farItemsSaturateInsteadOfFlipping() {
        #expect(Self.info(.lineStart, item: 0, offset: 800).idealFrameAndCollectionVisibility == -1)
        #expect(Self.info(.lineEnd, item: 9, offset: 0).idealFrameAndCollectionVisibility == 1)
    }

    // README: with items as long as the viewport and lineCenter, the three values agree.
    // C = S = 300, no insets or spacing, O = 150: item 0 (0…300) → −150/300 in all three;
    // item 1 (300…600) → +0.5 in all three.
    @Test func itemsAsLongAsTheViewportAgree() {
        let layout = PluginableFlowLayout(
            alignment: .lineCenter, plugins: [],
            flowLayout: FlowLayout(
                scrollDirection: .horizontal, items: .uniform(Size(width: 300, height: 200), count: 3),
                minimumLineSpacing: 0, minimumInteritemSpacing: 0),
            viewport: Size(width: 300, height: 200))
        for (item, value) in [(0, -0.5), (1, 0.5)] {
            let info = layout.attributes(ofItem: item, atOffset: 150)?.percentageInfo
            #expect(
                info
                    == PercentageInfo(
                        collectionVisibility: value, idealFrameVisibility: value,
                        idealFrameAndCollectionVisibility: value))
        }
    }

    // Every attribute carries its percentages, whether found by rectangle or by index.
    @Test func everyAttributeCarriesPercentages() {
        let layout = carousel(alignment: .lineStart)
        let bounds = layout.bounds(atContentOffset: 80)
        let found = layout.layoutAttributesForElements(in: bounds, bounds: bounds)
        #expect(found.map(\.index) == [0, 1, 2])
        for attributes in found {
            #expect(layout.layoutAttributesForItem(at: attributes.index, bounds: bounds) == attributes)
        }
        #expect(found.map { $0.percentageInfo.idealFrameVisibility }.map { ($0 * 10).rounded() } == [-8, 4, 10])
        #expect(isClose(found[0].percentageInfo.collectionVisibility, -0.5, tolerance: 1e-9))
        // An item far outside the rectangle asked for by index still has them.
        #expect(layout.layoutAttributesForItem(at: 9, bounds: bounds)?.percentageInfo.collectionVisibility == 1)
    }
}
