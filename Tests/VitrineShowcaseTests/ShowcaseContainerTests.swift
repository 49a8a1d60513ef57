import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput

@testable import VitrineShowcase

/// A model that is just a number, and a view that remembers what it was configured with.
struct NumberModel: ReusableModel {
    var number: Int
}

final class NumberView: ReusableView {
    var node = Node()
    private(set) var configurations: [Int] = []
    init() {}
    func configure(with model: NumberModel) {
        configurations.append(model.number)
        node.text = "\(model.number)"
    }
    var shown: Int? { configurations.last }
}

final class OtherView: ReusableView {
    var node = Node()
    init() {}
    func configure(with model: NumberModel) {}
}

@Suite("Showcase container")
struct ShowcaseContainerTests {
    /// A 1000 × 600 showcase of 200-point items with no spacing: one period is 200 points, and
    /// 500 + 100 points reach 3 slots each side of the center, plus one of margin: 9 slots.
    func makeShowcase(count: Int, looping: Bool = true) throws -> Showcase {
        var layout = Layout()
        layout.itemSize = Size(width: 200, height: 300)
        layout.lineSpacing = 0
        let showcase = Showcase(viewport: Size(width: 1000, height: 600), layout: layout)
        showcase.isLooping = looping
        showcase.register(NumberView.self)
        try showcase.reset(NumberView.self, models: (0..<count).map(NumberModel.init))
        return showcase
    }

    func shownModels(_ showcase: Showcase) -> [Int?] {
        showcase.currentSlots.map { (showcase.liveViews[$0.index] as? NumberView)?.shown }
    }

    /// A drag of 130 points to the left in 80 ms, let go at 0.08 s: a flick.
    func flickLeft(_ showcase: Showcase) {
        showcase.handle(.pointerDown(Point(x: 500, y: 300), button: .left), at: 0)
        for k in 1...10 {
            showcase.handle(.pointerMoved(Point(x: 500 - Double(k) * 13, y: 300)), at: Double(k) * 0.008)
        }
        showcase.handle(.pointerUp(Point(x: 370, y: 300), button: .left), at: 0.08)
    }

    @Test func anUnregisteredTypeThrowsADescriptiveError() throws {
        let showcase = Showcase(viewport: Size(width: 100, height: 100))
        showcase.register(NumberView.self)
        #expect(throws: ShowcaseError.unregisteredView(type: "OtherView", registered: ["NumberView"])) {
            try showcase.reset(OtherView.self, models: [NumberModel(number: 1)])
        }
        #expect(
            ShowcaseError.unregisteredView(type: "OtherView", registered: ["NumberView"]).description
                == "the view type OtherView is not registered with this showcase (registered: NumberView); call register(OtherView.self) first"
        )
    }

    @Test func zeroModelsShowNothing() throws {
        let showcase = try makeShowcase(count: 0)
        #expect(showcase.currentSlots.isEmpty && showcase.viewCount == 0)
        #expect(showcase.centerIndex == 0)
    }

    @Test func viewsExistOnlyForTheVisibleSlotsAndAMargin() throws {
        let showcase = try makeShowcase(count: 50)
        #expect(showcase.viewCount == 9)
        // Centered on item 0, the slots run from −4 to 4: models 46…49, 0…4.
        #expect(shownModels(showcase) == [46, 47, 48, 49, 0, 1, 2, 3, 4])
    }

    @Test func scrollingReusesAndReconfiguresViews() throws {
        let showcase = try makeShowcase(count: 50)
        showcase.scroller.jump(to: 2050)  // 10.25 periods: item 10 near the center
        showcase.update(at: 0)
        #expect(showcase.viewCount == 9)
        #expect(shownModels(showcase) == [6, 7, 8, 9, 10, 11, 12, 13, 14])
        #expect(showcase.centerIndex == 10)
    }

    @Test func oneModelLoopsWithoutGaps() throws {
        let showcase = try makeShowcase(count: 1)
        #expect(shownModels(showcase) == Array(repeating: 0, count: 9))
    }

    @Test func fewerModelsThanSlotsRepeatInOrder() throws {
        let showcase = try makeShowcase(count: 3)
        #expect(shownModels(showcase) == [2, 0, 1, 2, 0, 1, 2, 0, 1])
        showcase.scroller.jump(to: -200 * 3 * 1000 + 1)  // a thousand loops back
        showcase.update(at: 0)
        #expect(shownModels(showcase) == [2, 0, 1, 2, 0, 1, 2, 0, 1])
        #expect(showcase.centerIndex == 0)
    }

    @Test func withoutLoopingOnlyRealModelsHaveSlots() throws {
        let showcase = try makeShowcase(count: 5, looping: false)
        #expect(shownModels(showcase) == [0, 1, 2, 3, 4])
        showcase.scroller.jump(to: 800)  // the last item centered: the end of the range
        showcase.update(at: 0)
        #expect(showcase.centerIndex == 4)
        showcase.scroller.jump(to: 5000)  // clamped to the end
        #expect(showcase.scroller.offset == 800)
    }

    @Test func centerIndexIsTheGeometricallyNearestItem() throws {
        let showcase = try makeShowcase(count: 7)
        showcase.scroller.jump(to: 200 * 3.49)
        showcase.update(at: 0)
        #expect(showcase.centerIndex == 3)
        showcase.scroller.jump(to: 200 * 3.51)
        showcase.update(at: 0)
        #expect(showcase.centerIndex == 4)
    }

    @Test func resizingKeepsTheCenteredItemCentered() throws {
        let showcase = try makeShowcase(count: 20)
        showcase.scroller.jump(to: 200 * 6)
        showcase.update(at: 0)
        showcase.resize(to: Size(width: 1600, height: 900))
        #expect(showcase.centerIndex == 6)
        #expect(showcase.currentSlots.first { $0.model == 6 }?.distance == 0)
    }

    // Period 200 → 300 (items 300 wide): 6.25 items along stays 6.25 items along, 1875 points.
    @Test func aNewItemSizeKeepsTheScrollAsManyItemsAlong() throws {
        for looping in [true, false] {
            let showcase = try makeShowcase(count: 20, looping: looping)
            showcase.scroller.jump(to: 200 * 6.25)
            showcase.layout.itemSize = Size(width: 300, height: 400)
            #expect(showcase.scroller.offset == 1875)
            #expect(showcase.centerIndex == 6)
        }
    }

    // Looping 20 items: 26 items along (one lap and 6) is item 6 of the new period, 6 · 150.
    @Test func aNewItemSizeKeepsTheItemAfterLaps() throws {
        let showcase = try makeShowcase(count: 20)
        showcase.scroller.jump(to: 200 * 26)
        showcase.layout.itemSize = Size(width: 150, height: 200)
        #expect(showcase.scroller.position.inPeriod == 900)
        #expect(showcase.centerIndex == 6)
    }

    // A paging flick heads for item 1; the new size ends the motion there at once: 1 · 100.
    @Test func aNewItemSizeDuringAFlingEndsItOnItsItem() throws {
        let showcase = try makeShowcase(count: 20)
        showcase.isPagingEnabled = true
        flickLeft(showcase)
        showcase.update(at: 0.1)
        #expect(showcase.scroller.isMoving && showcase.scroller.restingOffset == 200)
        showcase.layout.itemSize = Size(width: 100, height: 150)
        #expect(!showcase.scroller.isMoving)
        #expect(showcase.scroller.offset == 100)
        #expect(showcase.centerIndex == 1)
    }

    @Test func resetCanBeCalledAgain() throws {
        let showcase = try makeShowcase(count: 20)
        showcase.scroller.jump(to: 1234)
        try showcase.reset(NumberView.self, models: [NumberModel(number: 7), NumberModel(number: 8)])
        #expect(showcase.count == 2 && showcase.scroller.offset == 0)
        #expect(shownModels(showcase) == [7, 8, 7, 8, 7, 8, 7, 8, 7])
    }

    @Test func pagingRestsOnAnItem() throws {
        let showcase = try makeShowcase(count: 20)
        showcase.isPagingEnabled = true
        flickLeft(showcase)
        var t = 0.08
        while showcase.scroller.isMoving, t < 5 {
            t += 1.0 / 60
            showcase.update(at: t)
        }
        #expect(showcase.scroller.offset.truncatingRemainder(dividingBy: 200) == 0)
        #expect(showcase.centerIndex == 1)
    }
}
