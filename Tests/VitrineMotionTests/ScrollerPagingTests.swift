import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineMotion

@Suite("Scroller: paging")
struct ScrollerPagingTests {
    func pagedScroller() -> Scroller {
        var scroller = Scroller.horizontal(content: 3000, viewport: 300) { $0.pageSize = 300 }
        scroller.jump(to: 900)  // page 3
        return scroller
    }

    @Test func aSlowDragPastHalfAPageMovesToTheNext() {
        var scroller = pagedScroller()
        // 160 points at 200 points per second: slow, and past half of 300.
        let release = scroller.drag(from: 600, velocity: -200, duration: 0.8 + 0.02)
        _ = scroller.settle(from: release)
        #expect(scroller.offset == 1200)
        #expect(scroller.currentPage == 4)
    }

    @Test func aSlowDragShortOfHalfAPageComesBack() {
        var scroller = pagedScroller()
        let release = scroller.drag(from: 600, velocity: -200, duration: 0.5)
        _ = scroller.settle(from: release)
        #expect(scroller.offset == 900)
    }

    @Test func aFlickMovesOnePageEvenIfShort() {
        var scroller = pagedScroller()
        let release = scroller.drag(from: 600, velocity: 1500, duration: 0.03)  // backwards, 45 points
        _ = scroller.settle(from: release)
        #expect(scroller.offset == 600)
    }

    @Test func aHardFlickNeverSkipsAPage() {
        var scroller = pagedScroller()
        let release = scroller.drag(from: 600, velocity: -20_000, duration: 0.01)  // 200 points
        var t = release
        while scroller.isMoving, t < release + 5 {
            t += 1.0 / 60
            scroller.update(at: t)
            #expect(scroller.offset <= 1200 + 1e-9)
        }
        #expect(scroller.offset == 1200)
    }

    @Test func wheelAndKeysMoveWholePages() {
        var scroller = pagedScroller()
        scroller.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), at: 0)
        _ = scroller.settle(from: 0)
        #expect(scroller.offset == 1200)
        scroller.handle(.keyDown(.left, modifiers: [], isRepeat: false), at: 1)
        _ = scroller.settle(from: 1)
        #expect(scroller.offset == 900)
    }

    @Test func programmaticPages() {
        var scroller = pagedScroller()
        scroller.scroll(toPage: 7, animated: true, at: 0)
        _ = scroller.settle(from: 0)
        #expect(scroller.offset == 2100 && scroller.currentPage == 7)
        scroller.scroll(toPage: 99, animated: false, at: 1)
        #expect(scroller.offset == 2700)  // clamped to the last page
    }
}
