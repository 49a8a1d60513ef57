import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineMotion

@Suite("Scroller: looping")
struct ScrollerLoopingTests {
    @Test func positionKeepsPrecisionAfterABillionPoints() {
        var position = ScrollPosition(period: 300)
        position.move(by: 1_000_000_000.25)
        #expect(position.cycle == 3_333_333 && position.inPeriod == 100.25)
        position.move(by: 0.125)
        #expect(position.inPeriod == 100.375)
        position.move(by: -1_000_000_000.375)
        #expect(position.cycle == 0 && position.inPeriod == 0)
        position.move(by: -0.5)
        #expect(position.cycle == -1 && position.inPeriod == 299.5)
    }

    @Test func dragsAfterAnyDistanceMoveExactly() {
        var scroller = Scroller.horizontal(content: 300, viewport: 1000) { $0.loopPeriod = 300 }
        for _ in 0..<1000 { scroller.position.move(by: 1_000_000) }  // a billion points
        let before = scroller.position
        scroller.handle(.pointerDown(Point(x: 500, y: 0), button: .left), at: 0)
        scroller.handle(.pointerMoved(Point(x: 490, y: 0)), at: 0.01)
        scroller.handle(.pointerMoved(Point(x: 480.25, y: 0)), at: 0.02)
        // 19.75 points from the press, less the 4-point slop.
        #expect(scroller.position.distance(from: before) == 15.75)
        #expect(scroller.position.inPeriod >= 0 && scroller.position.inPeriod < 300)
    }

    @Test func loopingContentHasNoEdges() {
        var scroller = Scroller.horizontal(content: 300, viewport: 1000) { $0.loopPeriod = 300 }
        let release = scroller.drag(from: 100, velocity: 3000, duration: 0.1)  // backwards past 0
        _ = scroller.settle(from: release)
        #expect(scroller.position.cycle < 0)
        #expect(scroller.offset.isFinite)
    }

    @Test func loopingPagesLandOnThePageGrid() {
        var scroller = Scroller.horizontal(content: 1000, viewport: 400) {
            $0.loopPeriod = 1000
            $0.pageSize = 200
        }
        scroller.jump(to: 0)
        let release = scroller.drag(from: 300, velocity: 2000, duration: 0.05)  // flick backwards past 0
        _ = scroller.settle(from: release)
        #expect(scroller.position.inPeriod == 800 && scroller.position.cycle == -1)
    }

    @Test func homeAndEndGoTheShortWayRound() {
        var scroller = Scroller.horizontal(content: 1000, viewport: 400) {
            $0.loopPeriod = 1000
            $0.step = 100
        }
        scroller.jump(to: 5300)
        scroller.handle(.keyDown(.home, modifiers: [], isRepeat: false), at: 0)
        _ = scroller.settle(from: 0)
        #expect(scroller.position.inPeriod == 0 && scroller.position.cycle == 5)
        scroller.handle(.keyDown(.end, modifiers: [], isRepeat: false), at: 1)
        _ = scroller.settle(from: 1)
        #expect(scroller.position.inPeriod == 900 && scroller.position.cycle == 4)
    }
}
