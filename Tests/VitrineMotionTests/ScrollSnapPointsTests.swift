import Testing
import VitrineInput

@testable import VitrineMotion

@Suite("Scroll snap points")
struct ScrollSnapPointsTests {
    let points = ScrollSnapPoints(offsets: [0, 160, 295])!

    @Test("only non-empty, finite, strictly ascending lists make snap points")
    func validation() {
        #expect(ScrollSnapPoints(offsets: []) == nil)
        #expect(ScrollSnapPoints(offsets: [0, .nan]) == nil)
        #expect(ScrollSnapPoints(offsets: [0, 5, 5]) == nil)
        #expect(ScrollSnapPoints(offsets: [3, 1]) == nil)
        #expect(ScrollSnapPoints(offsets: [-2])?.count == 1)
    }

    @Test("an index's offset repeats every period when looping and is clamped otherwise")
    func offsetsOfIndices() {
        #expect(points.offset(ofIndex: 4, period: 380) == 540)
        #expect(points.offset(ofIndex: -1, period: 380) == -85)
        #expect(points.offset(ofIndex: -3, period: 380) == -380)
        #expect(points.offset(ofIndex: -4, period: 380) == -465)
        #expect(points.offset(ofIndex: 7, period: nil) == 295)
        #expect(points.offset(ofIndex: -2, period: nil) == 0)
        #expect(points.item(ofIndex: -4, period: 380) == 2)
        #expect(points.item(ofIndex: 9, period: nil) == 2)
    }

    @Test("nearest, before and after, across turns of the loop")
    func searches() {
        #expect(points.nearestIndex(to: 370, period: 380) == 3)
        #expect(points.nearestIndex(to: 79, period: 380) == 0)
        #expect(points.nearestIndex(to: 81, period: 380) == 1)
        #expect(points.nearestIndex(to: -100, period: 380) == -1)
        #expect(points.nearestIndex(to: 1000, period: nil) == 2)
        #expect(points.nearestIndex(to: -50, period: nil) == 0)
        #expect(points.firstIndex(after: 160, period: 380) == 2)
        #expect(points.firstIndex(after: 300, period: 380) == 3)
        #expect(points.lastIndex(before: 160, period: 380) == 0)
        #expect(points.lastIndex(before: 0, period: 380) == -1)
        #expect(points.firstIndex(atOrAfter: 160, period: 380) == 1)
        #expect(points.lastIndex(atOrBefore: 159.9, period: 380) == 0)
        #expect(points.lastIndex(atOrBefore: 760 + 295, period: 380) == 8)
    }

    @Test("the nearest index's offset is never further than any other point, at random offsets")
    func nearestIsNearest() {
        var state: UInt64 = 7
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let x = Double(state >> 11) / Double(1 << 53) * 4000 - 2000
            let index = points.nearestIndex(to: x, period: 380)
            let best = abs(points.offset(ofIndex: index, period: 380) - x)
            for other in (index - 4)...(index + 4) {
                #expect(best <= abs(points.offset(ofIndex: other, period: 380) - x))
            }
        }
    }

    @Test("a scroller on snap points: notches, paging flicks and Page Down rest on them")
    func scrollerRestsOnSnapPoints() {
        var scroller = Scroller.horizontal(content: 1295, viewport: 1000) { configuration in
            configuration.snapPoints = ScrollSnapPoints(offsets: [0, 160, 295])
            configuration.loopPeriod = 380
            configuration.snapping = .paging
        }
        scroller.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), at: 0)
        scroller.update(at: 1)
        #expect(scroller.offset == 160)
        scroller.handle(.wheel(WheelInput(dx: 0, dy: -2, kind: .notched)), at: 2)
        scroller.update(at: 3)
        #expect(scroller.offset == 380)
        scroller.drag(from: 500, velocity: -2000, duration: 0.08, start: 4)
        _ = scroller.settle(from: 4.08)
        #expect(scroller.position.inPeriod == 160)
        #expect(scroller.currentPage == 1)
        scroller.scroll(toPage: 5, animated: false, at: 20)
        #expect(scroller.offset == 675)
        #expect(scroller.restingPage == 2)
    }
}
