import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineMotion
import VitrineTestSupport

@testable import VitrineShowcase

/// Items of different lengths along the axis (`Showcase.itemLengths`): the strip they tile, the
/// offsets they rest at, and the uniform strip left as it was.
@Suite("Showcase item lengths")
struct ShowcaseItemLengthsTests {
    /// A showcase of `count` numbered items in a 1000 × 600 viewport, items `lengths` long
    /// along the axis and 300 across, `spacing` apart.
    func makeShowcase(
        count: Int, lengths: [Double]?, spacing: Double = 10, looping: Bool = true,
        direction: LayoutDirection = .horizontal, viewport: Size = Size(width: 1000, height: 600),
        layout: Layout? = nil
    ) throws -> Showcase {
        var base = layout ?? Layout()
        base.direction = direction
        base.itemSize = direction == .horizontal ? Size(width: 200, height: 300) : Size(width: 300, height: 200)
        base.lineSpacing = spacing
        let showcase = Showcase(viewport: viewport, layout: base)
        showcase.isLooping = looping
        showcase.itemLengths = lengths
        showcase.register(NumberView.self)
        try showcase.reset(NumberView.self, models: (0..<count).map(NumberModel.init))
        return showcase
    }

    /// Item k's center by the formula: the lengths and spacings before it, half its own length,
    /// less half of item 0's.
    func expectedCenter(_ k: Int, lengths: [Double], spacing: Double) -> Double {
        var sum = 0.0
        for j in 0..<k { sum += lengths[j] + spacing }
        return sum + lengths[k] / 2 - lengths[0] / 2
    }

    /// The drawn items' extents along the axis, in order, with the model each shows.
    func extents(_ showcase: Showcase) -> [(start: Double, end: Double, model: Int)] {
        let horizontal = showcase.layout.direction == .horizontal
        return showcase.makeNodes().map { node in
            let frame = node.frame
            let start = horizontal ? frame.minX : frame.minY
            let end = horizontal ? frame.maxX : frame.maxY
            return (start, end, Int(node.text ?? "") ?? -1)
        }.sorted { $0.start < $1.start }
    }

    /// Random lengths from 20 to 700 points.
    func randomLengths(_ count: Int, _ random: inout SplitMix64) -> [Double] {
        (0..<count).map { _ in random.double(in: 20...700) }
    }

    @Test(
        "looping with 2, 3 and many items of random lengths tiles the axis: neighbors exactly the spacing apart, the viewport covered at any offset"
    )
    func loopingTilesWithoutGaps() throws {
        var random = SplitMix64(seed: 36)
        for trial in 0..<60 {
            let count = [2, 3, 7, 40][trial % 4]
            let lengths = randomLengths(count, &random)
            let spacing = random.double(in: 0...40)
            let direction: LayoutDirection = trial % 5 == 4 ? .vertical : .horizontal
            // Viewports from narrower than one item to many times the whole loop.
            let axis = random.double(in: 150...6000)
            let viewport = direction == .horizontal ? Size(width: axis, height: 600) : Size(width: 600, height: axis)
            let showcase = try makeShowcase(
                count: count, lengths: lengths, spacing: spacing, direction: direction, viewport: viewport)
            for _ in 0..<40 {
                showcase.scroller.jump(to: random.double(in: -1e7...1e7))
                showcase.update(at: 0)
                let items = extents(showcase)
                #expect(items.count >= 1)
                for (left, right) in zip(items, items.dropFirst()) {
                    #expect(isClose(right.start - left.end, spacing, tolerance: 1e-6))
                    #expect(right.model == (left.model + 1) % count)
                }
                for item in items {
                    #expect(isClose(item.end - item.start, lengths[item.model], tolerance: 1e-6))
                }
                // Items reach past both ends of the viewport: no gap wider than the spacing.
                #expect(items.first!.start <= spacing + 1e-6)
                #expect(items.last!.end >= axis - spacing - 1e-6)
            }
        }
    }

    @Test("without looping, the items tile from the first to the last, each at its center's offset")
    func withoutLoopingItemsTileInOrder() throws {
        var random = SplitMix64(seed: 37)
        for trial in 0..<30 {
            let count = [2, 3, 12][trial % 3]
            let lengths = randomLengths(count, &random)
            let showcase = try makeShowcase(count: count, lengths: lengths, looping: false)
            for _ in 0..<30 {
                let offset = random.double(in: -500...(showcase.restingOffset(ofItem: count - 1)! + 500))
                showcase.scroller.jump(to: offset)
                showcase.update(at: 0)
                let items = extents(showcase)
                for (left, right) in zip(items, items.dropFirst()) {
                    #expect(isClose(right.start - left.end, 10, tolerance: 1e-6))
                    #expect(right.model == left.model + 1)
                }
                // Item k's center is its resting offset from the viewport's center.
                for item in items {
                    let center = (item.start + item.end) / 2
                    let expected = 500 + expectedCenter(item.model, lengths: lengths, spacing: 10) - showcase.scroller.offset
                    #expect(isClose(center, expected, tolerance: 1e-6))
                }
            }
        }
    }

    @Test("no pop-in: frames 16 ms apart through a fling show every item that reaches into the viewport")
    func noPopInWhileFlinging() throws {
        for lengths in [[700.0, 180], [120, 900, 300]] {
            let showcase = try makeShowcase(count: lengths.count, lengths: lengths, viewport: Size(width: 2400, height: 600))
            showcase.handle(.pointerDown(Point(x: 1200, y: 300), button: .left), at: 0)
            for k in 1...10 {
                showcase.handle(.pointerMoved(Point(x: 1200 - Double(k) * 40, y: 300)), at: Double(k) * 0.008)
            }
            showcase.handle(.pointerUp(Point(x: 800, y: 300), button: .left), at: 0.08)
            var t = 0.08
            while showcase.scroller.isMoving, t < 6 {
                t += 0.016
                showcase.update(at: t)
                let items = extents(showcase)
                #expect(items.first!.start <= 10 + 1e-6 && items.last!.end >= 2390 - 1e-6)
                for (left, right) in zip(items, items.dropFirst()) {
                    #expect(isClose(right.start - left.end, 10, tolerance: 1e-6))
                }
            }
        }
    }

    @Test(
        "resting offsets are the cumulative centers: the lengths and spacings before an item, half its own, less half of item 0's"
    )
    func restingOffsetsFollowTheFormula() throws {
        let lengths = [100.0, 200, 50]
        let showcase = try makeShowcase(count: 3, lengths: lengths)
        // 0, 100/2 + 10 + 200/2 = 160, 160 + 100 + 10 + 25 = 295; loop 350 + 30 = 380.
        #expect(showcase.restingOffset(ofItem: 0) == 0)
        #expect(showcase.restingOffset(ofItem: 1) == 160)
        #expect(showcase.restingOffset(ofItem: 2) == 295)
        #expect(showcase.restingOffset(ofItem: 3) == nil)
        #expect(showcase.scroller.configuration.loopPeriod == 380)
        #expect(showcase.scroller.configuration.snapPoints?.offsets == [0, 160, 295])
        // A shorter list repeats: five items of lengths 100, 200, 100, 200, 100.
        let repeated = try makeShowcase(count: 5, lengths: [100, 200])
        #expect(repeated.restingOffset(ofItem: 4) == 640)
        #expect(repeated.scroller.configuration.loopPeriod == 750)
    }

    @Test("arrow keys step from item center to item center, exactly, a thousand times over, both ways")
    func keysStepExactlyWithoutDrift() throws {
        var random = SplitMix64(seed: 38)
        for count in [2, 3, 9] {
            let lengths = randomLengths(count, &random)
            for looping in [true, false] {
                let showcase = try makeShowcase(count: count, lengths: lengths, looping: looping)
                var t = 0.0, item = 0
                for press in 0..<(looping ? 1000 : 2 * count) {
                    let forward = looping ? press % 7 != 3 : press < count
                    showcase.handle(.keyDown(forward ? .right : .left, modifiers: [], isRepeat: false), at: t)
                    t += 1
                    showcase.update(at: t)
                    #expect(!showcase.scroller.isMoving)
                    item =
                        looping ? (item + (forward ? 1 : -1) + count) % count : min(max(item + (forward ? 1 : -1), 0), count - 1)
                    let position = showcase.scroller.position
                    let offset = looping ? position.inPeriod : position.offset
                    let expected = expectedCenter(item, lengths: lengths, spacing: 10)
                    #expect(isClose(offset, expected, tolerance: 1e-9), "press \(press): \(offset) ≠ \(expected)")
                    #expect(showcase.centerIndex == item)
                    #expect(isClose(showcase.centerPosition, Double(item), tolerance: 1e-9))
                }
            }
        }
    }

    /// Drags by `distance` points in 80 ms from `t` and lets go; frames of 1/60 s until the
    /// scroll rests. Returns the time it rests.
    func flick(_ showcase: Showcase, by distance: Double, at t: Double) -> Double {
        showcase.handle(.pointerDown(Point(x: 500, y: 300), button: .left), at: t)
        for k in 1...10 {
            showcase.handle(.pointerMoved(Point(x: 500 + distance * Double(k) / 10, y: 300)), at: t + Double(k) * 0.008)
        }
        showcase.handle(.pointerUp(Point(x: 500 + distance, y: 300), button: .left), at: t + 0.08)
        var t = t + 0.08
        while showcase.scroller.isMoving, t < 10_000 {
            t += 1.0 / 60
            showcase.update(at: t)
        }
        return t
    }

    /// How far the scroll rests from the nearest repetition of the centered item's center.
    func restingError(_ showcase: Showcase, lengths: [Double]) -> Double {
        let offset = showcase.scroller.position.inPeriod
        let center = expectedCenter(showcase.centerIndex, lengths: lengths, spacing: 10)
        let loop = lengths.reduce(0, +) + 10 * Double(lengths.count)
        return min(abs(offset - center), abs(offset - loop - center))
    }

    @Test("sticking and paging rest flings of any speed exactly on item centers")
    func flingsRestOnItemCenters() throws {
        var random = SplitMix64(seed: 39)
        for trial in 0..<40 {
            let count = [2, 3, 11][trial % 3]
            let lengths = randomLengths(count, &random)
            let showcase = try makeShowcase(count: count, lengths: lengths)
            showcase.snapping = trial % 2 == 0 ? .paging : .stick
            var t = 0.0
            for _ in 0..<6 {
                t = flick(showcase, by: random.double(in: -320...320), at: t) + 1
                #expect(restingError(showcase, lengths: lengths) < 1e-9)
            }
        }
    }

    @Test("a paging flick moves exactly one item, forward or back, whatever the lengths")
    func pagingFlicksMoveOneItem() throws {
        var random = SplitMix64(seed: 41)
        for count in [2, 3, 12] {
            let lengths = (0..<count).map { _ in random.double(in: 100...700) }
            let showcase = try makeShowcase(count: count, lengths: lengths)
            showcase.isPagingEnabled = true
            var t = 0.0, item = 0
            for flickNumber in 0..<40 {
                // 40 points in 80 ms, 500 points a second: a flick that stays short of the next
                // center. To the left moves forward.
                let forward = flickNumber % 5 != 2
                t = flick(showcase, by: forward ? -40 : 40, at: t) + 1
                item = (item + (forward ? 1 : -1) + count) % count
                #expect(showcase.centerIndex == item)
                #expect(restingError(showcase, lengths: lengths) < 1e-9)
            }
        }
    }

    @Test("scrollToItem, a tap and Home and End center the item, on the nearest repetition")
    func programmaticScrollsCenterTheItem() throws {
        let lengths = [300.0, 120, 500]
        let showcase = try makeShowcase(count: 3, lengths: lengths)
        showcase.scroller.jump(to: 380 * 1000 + 10)
        showcase.update(at: 0)
        showcase.scrollToItem(2, animated: false, at: 0)
        // Item 2 rests at 150 + 10 + 60 + 120 + 10 + 250 − 150 = 400… of a loop of 950.
        #expect(showcase.scroller.position.inPeriod == expectedCenter(2, lengths: lengths, spacing: 10))
        #expect(showcase.centerIndex == 2)
        showcase.scrollToItem(0, animated: true, at: 1)
        showcase.update(at: 3)
        #expect(isClose(showcase.scroller.position.inPeriod.truncatingRemainder(dividingBy: 950), 0, tolerance: 1e-9))
        showcase.handle(.keyDown(.end, modifiers: [], isRepeat: false), at: 4)
        showcase.update(at: 6)
        #expect(isClose(showcase.scroller.position.inPeriod, expectedCenter(2, lengths: lengths, spacing: 10), tolerance: 1e-9))
        showcase.handle(.keyDown(.home, modifiers: [], isRepeat: false), at: 7)
        showcase.update(at: 9)
        #expect(showcase.centerIndex == 0)
        // A tap on the item right of the center glides it there.
        let right = showcase.makeNodes().first { $0.text == "1" }!
        showcase.handle(.pointerDown(right.center, button: .left), at: 10)
        showcase.handle(.pointerUp(right.center, button: .left), at: 10.05)
        showcase.update(at: 12)
        #expect(showcase.centerIndex == 1)
        #expect(isClose(showcase.scroller.position.inPeriod, expectedCenter(1, lengths: lengths, spacing: 10), tolerance: 1e-9))
    }

    @Test("flat layouts read the path and transform at each item's own rate: where its center is over half the viewport")
    func flatRatesAreTheCentersRates() throws {
        let showcase = try makeShowcase(count: 3, lengths: [100, 400, 250])
        showcase.scroller.jump(to: 77)
        showcase.update(at: 0)
        let nodes = showcase.makeNodes().sorted { $0.center.x < $1.center.x }
        let rates = showcase.visibleRates
        let visible = nodes.filter { $0.frame.maxX > 0 && $0.frame.minX < 1000 }
        #expect(rates.count == visible.count)
        for (rate, node) in zip(rates, visible) {
            #expect(isClose(rate, (node.center.x - 500) / 500, tolerance: 1e-12))
        }
    }

    @Test("the 3-D family spreads items one layout period apart by their place in items, each at its own length")
    func placingTransformsCountInItems() throws {
        let lengths = [100.0, 400, 250]
        let showcase = try makeShowcase(count: 3, lengths: lengths, layout: .coverFlow(itemSize: Size(width: 200, height: 300)))
        // Halfway between the centers of items 0 (at 0) and 1 (at 160 + 100 = 260): unit 0.5.
        showcase.scroller.jump(to: 130)
        showcase.update(at: 0)
        #expect(isClose(showcase.centerPosition, 0.5, tolerance: 1e-12))
        let uniform = try makeShowcase(count: 3, lengths: nil, layout: .coverFlow(itemSize: Size(width: 200, height: 300)))
        uniform.scroller.jump(to: 0.5 * 210)
        uniform.update(at: 0)
        let mixed = showcase.makeNodes().sorted { ($0.text ?? "") < ($1.text ?? "") }
        let even = uniform.makeNodes().sorted { ($0.text ?? "") < ($1.text ?? "") }
        #expect(mixed.count == even.count)
        for (a, b) in zip(mixed, even) {
            #expect(a.size.width == lengths[Int(a.text ?? "") ?? 0] && a.size.height == 300)
            #expect(isClose(a.center.x, b.center.x, tolerance: 1e-9) && isClose(a.center.y, b.center.y, tolerance: 1e-9))
            #expect(a.transform.entries.elementsEqual(b.transform.entries) { isClose($0, $1, tolerance: 1e-9) })
        }
    }

    @Test("lengths all equal to the layout's give the uniform strip's nodes and resting places")
    func equalLengthsMatchTheUniformStrip() throws {
        var random = SplitMix64(seed: 40)
        let layouts: [Layout] = [
            Layout(path: CircularPath(), transform: TransformScaleRotate()),
            Layout(path: WavePath(), transform: TransformFade()),
            .coverFlow(itemSize: Size(width: 200, height: 300)),
            .timeMachine(itemSize: Size(width: 200, height: 300)),
        ]
        for layout in layouts {
            for looping in [true, false] {
                let uniform = try makeShowcase(count: 7, lengths: nil, looping: looping, layout: layout)
                let equal = try makeShowcase(count: 7, lengths: [200], looping: looping, layout: layout)
                for _ in 0..<30 {
                    let offset = random.double(in: -300...1500)
                    uniform.scroller.jump(to: offset)
                    equal.scroller.jump(to: offset)
                    uniform.update(at: 0)
                    equal.update(at: 0)
                    // The nodes in the viewport (the flat strip keeps its margin by points, the
                    // uniform one by periods), in order along the axis.
                    let inView = { (nodes: [Node]) in
                        nodes.filter { $0.frame.maxX > 0 && $0.frame.minX < 1000 }.sorted { $0.center.x < $1.center.x }
                    }
                    let a = inView(uniform.makeNodes()), b = inView(equal.makeNodes())
                    #expect(a.count == b.count)
                    for (x, y) in zip(a, b) {
                        #expect(x.text == y.text && x.size == y.size)
                        #expect(
                            isClose(x.center.x, y.center.x, tolerance: 1e-9) && isClose(x.center.y, y.center.y, tolerance: 1e-9))
                        #expect(x.transform.entries.elementsEqual(y.transform.entries) { isClose($0, $1, tolerance: 1e-9) })
                        #expect(isClose(x.opacity, y.opacity, tolerance: 1e-9))
                    }
                    #expect(uniform.centerIndex == equal.centerIndex)
                }
            }
        }
    }

    @Test("nil lengths leave the uniform strip exactly as before: no snap points, the page grid, the same nodes")
    func nilLengthsKeepTheUniformStrip() throws {
        let uniform = try makeShowcase(count: 5, lengths: nil)
        #expect(uniform.strip == nil)
        #expect(uniform.scroller.configuration.snapPoints == nil)
        #expect(uniform.scroller.configuration.pageSize == 210)
        let emptied = try makeShowcase(count: 5, lengths: [])
        #expect(emptied.strip == nil && emptied.scroller.configuration.pageSize == 210)
        uniform.scroller.jump(to: 123.5)
        emptied.scroller.jump(to: 123.5)
        uniform.update(at: 0)
        emptied.update(at: 0)
        #expect(uniform.makeNodes() == emptied.makeNodes())
    }

    @Test("new lengths, a new spacing or a resize keep the centered item centered")
    func changesKeepTheCenteredItem() throws {
        let showcase = try makeShowcase(count: 4, lengths: nil)
        showcase.scrollToItem(2, animated: false, at: 0)
        showcase.itemLengths = [100, 300, 500, 200]
        #expect(showcase.centerIndex == 2)
        #expect(showcase.scroller.offset == showcase.restingOffset(ofItem: 2))
        showcase.layout.lineSpacing = 40
        #expect(showcase.centerIndex == 2)
        #expect(isClose(showcase.scroller.offset, 100 + 40 + 300 + 40 + 250 - 50, tolerance: 1e-9))
        showcase.resize(to: Size(width: 700, height: 500))
        #expect(showcase.centerIndex == 2)
        showcase.itemLengths = nil
        #expect(showcase.centerIndex == 2)
        #expect(showcase.scroller.offset == 2 * 240)
    }

    @Test("nodes take their own length along the axis and the layout's size across it, in both directions")
    func nodesTakeTheirOwnSize() throws {
        for direction in LayoutDirection.allCases {
            let showcase = try makeShowcase(count: 3, lengths: [80, 260, 150], direction: direction)
            for node in showcase.makeNodes() {
                let length = [80.0, 260, 150][Int(node.text ?? "") ?? 0]
                let expected = direction == .horizontal ? Size(width: length, height: 300) : Size(width: 300, height: length)
                #expect(node.size == expected)
            }
        }
    }
}
