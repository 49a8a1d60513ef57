import Testing
import VitrineFlowLayout
import VitrineGeometry
import VitrineTestSupport

/// Frames of small layouts, computed by hand.
@Suite struct FlowLayoutWrappingTests {
    /// Vertical, viewport 320 × 400, inset top 10 left 20 bottom 30 right 20 (room across:
    /// 280), inter-item 10, line spacing 15.
    static func vertical(_ items: FlowItemSizes) -> FlowLayoutGeometry {
        FlowLayout(
            scrollDirection: .vertical, items: items, minimumLineSpacing: 15, minimumInteritemSpacing: 10,
            sectionInset: EdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
        )
        .prepared(for: Size(width: 320, height: 400))
    }

    // 64 × 40 items: (280 + 10)/(64 + 10) = 3.9 → 3 a row; spare 280 − 192 = 88 → gaps of 44,
    // slots at x = 20, 128, 236 (the last ends at 300 = 320 − 20). Rows at y = 10, 65, 120.
    // Seven items: rows of 3, 3, 1; height 10 + 3·40 + 2·15 + 30 = 190.
    @Test func verticalUniformGrid() {
        let geometry = Self.vertical(.uniform(Size(width: 64, height: 40), count: 7))
        for item in 0..<7 {
            let expected = Rect(x: 20 + 108 * Double(item % 3), y: 10 + 55 * Double(item / 3), width: 64, height: 40)
            #expect(isClose(geometry.frame(ofItem: item), expected, tolerance: 1e-9))
        }
        #expect(geometry.contentSize == Size(width: 320, height: 190))
        #expect(geometry.lineCount == 3)
        #expect(geometry.frame(ofItem: 7) == nil)
        #expect(geometry.frame(ofItem: -1) == nil)
        // y in [60, 70) meets row 1 only (row 0 ends at 50); x in [130, 230) meets column 1 only.
        #expect(geometry.indicesOfItems(in: Rect(x: 0, y: 60, width: 320, height: 10)) == [3, 4, 5])
        #expect(geometry.indicesOfItems(in: Rect(x: 130, y: 0, width: 100, height: 400)) == [1, 4])
    }

    // The same sizes given one by one lay out exactly alike; a last row of two keeps the
    // grid's columns (x = 20, 128), as UIKit does for items of one size.
    @Test func equalIndividualSizesMatchTheUniformGrid() {
        let size = Size(width: 64, height: 40)
        let uniform = Self.vertical(.uniform(size, count: 5))
        let individual = Self.vertical(.individual(Array(repeating: size, count: 5)))
        for item in 0..<5 { #expect(uniform.frame(ofItem: item) == individual.frame(ofItem: item)) }
        #expect(uniform.contentSize == individual.contentSize)
        #expect(isClose(uniform.frame(ofItem: 4), Rect(x: 128, y: 65, width: 64, height: 40), tolerance: 1e-9))
        // A single incomplete row also uses the slots of a full one.
        #expect(
            isClose(
                Self.vertical(.uniform(size, count: 2)).frame(ofItem: 1), Rect(x: 128, y: 10, width: 64, height: 40),
                tolerance: 1e-9))
    }

    // Individual sizes, same layout:
    // row 0: 100 + 10 + 100 = 210 fits, + 10 + 100 = 320 does not; justified: gap 10 + 70 = 80,
    //        x = 20, 200; thickness 60, so the 40-high item is centred at y = 20.
    // row 1 (y = 85): 100 + 10 + 50 = 160; gap 10 + 120 = 130, x = 20, 250; thickness 30,
    //        the 20-high item at y = 90.
    // row 2 (y = 130): 300 > 280, a row of its own, starting at the inset (x = 20).
    // row 3 (y = 195), the last: 80 + 10 + 40 keeps the minimum spacing, x = 20, 110.
    // Height: 195 + 10 + 30 = 235.
    @Test func verticalIndividualSizes() {
        let geometry = Self.vertical(
            .individual([
                Size(width: 100, height: 40), Size(width: 100, height: 60), Size(width: 100, height: 20),
                Size(width: 50, height: 30), Size(width: 300, height: 50), Size(width: 80, height: 10),
                Size(width: 40, height: 10),
            ]))
        let expected = [
            Rect(x: 20, y: 20, width: 100, height: 40), Rect(x: 200, y: 10, width: 100, height: 60),
            Rect(x: 20, y: 90, width: 100, height: 20), Rect(x: 250, y: 85, width: 50, height: 30),
            Rect(x: 20, y: 130, width: 300, height: 50),
            Rect(x: 20, y: 195, width: 80, height: 10), Rect(x: 110, y: 195, width: 40, height: 10),
        ]
        for (item, frame) in expected.enumerated() { #expect(isClose(geometry.frame(ofItem: item), frame, tolerance: 1e-9)) }
        #expect(geometry.contentSize == Size(width: 320, height: 235))
        #expect(geometry.lineCount == 4)
    }

    // A row of one item centres it, the last row too: 200 wide → x = 20 + 80/2 = 60;
    // 150 wide → x = 20 + 130/2 = 85 at y = 10 + 40 + 15 = 65. Height 65 + 20 + 30 = 115.
    @Test func singleItemRowsAreCentred() {
        let geometry = Self.vertical(.individual([Size(width: 200, height: 40), Size(width: 150, height: 20)]))
        #expect(isClose(geometry.frame(ofItem: 0), Rect(x: 60, y: 10, width: 200, height: 40), tolerance: 1e-9))
        #expect(isClose(geometry.frame(ofItem: 1), Rect(x: 85, y: 65, width: 150, height: 20), tolerance: 1e-9))
        #expect(geometry.contentSize == Size(width: 320, height: 115))
    }

    // Horizontal, viewport 500 × 200, inset top 10 bottom 10 left 20 right 40 (room 180),
    // inter-item 10, line spacing 20, 100 × 50 items: (180 + 10)/60 → 3 a column, spare 30 →
    // gaps of 25, y = 10, 75, 140. Columns at x = 20, 140. Width 20 + 2·100 + 20 + 40 = 280.
    @Test func horizontalUniformColumns() {
        let geometry = FlowLayout(
            scrollDirection: .horizontal, items: .uniform(Size(width: 100, height: 50), count: 5),
            minimumLineSpacing: 20, minimumInteritemSpacing: 10,
            sectionInset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 40)
        )
        .prepared(for: Size(width: 500, height: 200))
        for item in 0..<5 {
            let expected = Rect(x: 20 + 120 * Double(item / 3), y: 10 + 65 * Double(item % 3), width: 100, height: 50)
            #expect(isClose(geometry.frame(ofItem: item), expected, tolerance: 1e-9))
        }
        #expect(geometry.contentSize == Size(width: 280, height: 200))
        #expect(geometry.maximumContentOffset == 0)
    }

    // Horizontal, viewport 400 × 200, no insets, spacing 10: heights 100 + 10 + 90 = 200 fill
    // column 0 exactly (justified, no spare); it is 80 thick, so the 50-wide item sits at
    // x = 15. Item 2 (120 high) alone in the last column: centred, y = 40, at x = 80 + 10.
    @Test func horizontalIndividualSizes() {
        let geometry = FlowLayout(
            scrollDirection: .horizontal,
            items: .individual(count: 3) {
                [
                    Size(width: 50, height: 100), Size(width: 80, height: 90),
                    Size(width: 60, height: 120),
                ][$0]
            }
        )
        .prepared(for: Size(width: 400, height: 200))
        #expect(isClose(geometry.frame(ofItem: 0), Rect(x: 15, y: 0, width: 50, height: 100), tolerance: 1e-9))
        #expect(isClose(geometry.frame(ofItem: 1), Rect(x: 0, y: 110, width: 80, height: 90), tolerance: 1e-9))
        #expect(isClose(geometry.frame(ofItem: 2), Rect(x: 90, y: 40, width: 60, height: 120), tolerance: 1e-9))
        #expect(geometry.contentSize == Size(width: 150, height: 200))
    }

    // No items: the content is the two insets along the axis; nothing is found; aligned
    // targets clamp to 0 and the proposal stands without alignment.
    @Test func zeroItems() {
        for items in [FlowItemSizes.uniform(Size(width: 100, height: 200), count: 0), .individual([])] {
            var layout = carousel(alignment: .lineStart)
            layout.items = items
            #expect(layout.contentSize == Size(width: 80, height: 200))
            #expect(layout.geometry.lineCount == 0)
            let bounds = layout.bounds(atContentOffset: 0)
            #expect(layout.layoutAttributesForElements(in: bounds, bounds: bounds).isEmpty)
            #expect(layout.layoutAttributesForItem(at: 0, bounds: bounds) == nil)
            #expect(layout.target(from: 0, velocity: 500, proposed: 50) == 0)
            layout.alignment = nil
            #expect(layout.target(from: 0, velocity: 500, proposed: 50) == 50)
        }
    }

    // One 150 × 300 item in a 100 × 100 viewport (vertical, no insets): wider than the room,
    // so it starts at x = 0; content 100 × 300, largest offset 200. Slots: lineStart 0,
    // lineCenter 150 − 50 = 100, lineEnd 300 − 100 = 200. At O = 100 (lineCenter) its centre
    // is the viewport's: collection +(300 − 200)/300 = 1/3, the ideal values 0.
    @Test func oneItemLargerThanTheViewport() {
        var layout = PluginableFlowLayout(
            alignment: .lineCenter, plugins: [],
            flowLayout: FlowLayout(items: .uniform(Size(width: 150, height: 300), count: 1)),
            viewport: Size(width: 100, height: 100))
        #expect(layout.frame(ofItem: 0) == Rect(x: 0, y: 0, width: 150, height: 300))
        #expect(layout.contentSize == Size(width: 100, height: 300))
        #expect(layout.target(from: 0, velocity: 0) == 100)
        let info = layout.attributes(ofItem: 0, atOffset: 100)?.percentageInfo
        #expect(info.map { isClose($0.collectionVisibility, 1.0 / 3, tolerance: 1e-9) } == true)
        #expect(info?.idealFrameVisibility == 0)
        #expect(info?.idealFrameAndCollectionVisibility == 0)
        #expect(layout.geometry.indicesOfItems(in: Rect(x: 0, y: 250, width: 100, height: 100)) == [0])
        layout.alignment = .lineEnd
        #expect(layout.target(from: 0, velocity: 0) == 200)
        layout.alignment = .lineStart
        #expect(layout.target(from: 150, velocity: -1000) == 0)
    }

    // A million items of 100 × 100, four a row in a 400 × 800 viewport, no spacing: rows
    // 123 456 … 123 463 fill y = 12 345 600 ..< 12 346 400, items 493 824 … 493 855.
    @Test func aMillionUniformItems() {
        var layout = PluginableFlowLayout(
            alignment: .lineStart, plugins: [],
            flowLayout: FlowLayout(
                items: .uniform(Size(width: 100, height: 100), count: 1_000_000),
                minimumLineSpacing: 0, minimumInteritemSpacing: 0),
            viewport: Size(width: 400, height: 800))
        #expect(layout.contentSize == Size(width: 400, height: 25_000_000))
        let found = layout.geometry.indicesOfItems(in: layout.bounds(atContentOffset: 12_345_600))
        #expect(found == Array(493_824...493_855))
        #expect(layout.frame(ofItem: 999_999) == Rect(x: 300, y: 24_999_900, width: 100, height: 100))
        // Halfway between rows 123 456 and 123 457: a tie goes to the one behind.
        #expect(layout.target(from: 12_345_650, velocity: 0) == 12_345_600)
        layout.prepare(for: Size(width: 200, height: 800))
        #expect(layout.contentSize == Size(width: 200, height: 50_000_000))
    }
}
