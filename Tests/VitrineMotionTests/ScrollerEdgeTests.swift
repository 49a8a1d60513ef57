import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineMotion

@Suite("Scroller: edges")
struct ScrollerEdgeTests {
    @Test func dragPastTheStartFollowsTheRubberBand() {
        // Viewport 960: 100 points past the edge show as 52.02.
        var scroller = Scroller.horizontal(content: 5000, viewport: 960)
        scroller.handle(.pointerDown(Point(x: 100, y: 0), button: .left), at: 0)
        scroller.handle(.pointerMoved(Point(x: 110, y: 0)), at: 0.01)  // past the slop: anchor at 104
        scroller.handle(.pointerMoved(Point(x: 204, y: 0)), at: 0.02)
        #expect(abs(scroller.offset - -52.02) < 0.005)
        scroller.handle(.pointerMoved(Point(x: 504, y: 0)), at: 0.03)
        #expect(abs(scroller.offset - -178.98) < 0.005)
    }

    /// Pulls 290 points past the start, then flicks back toward the content at `flick` points
    /// per second for the last 40 ms before letting go.
    @Test(arguments: [0.0, 500, 2500, 7000])
    func releasePastTheEdgeSpringsBackWithoutOvershoot(flick: Double) {
        var scroller = Scroller.horizontal(content: 5000, viewport: 960)
        scroller.handle(.pointerDown(Point(x: 100, y: 0), button: .left), at: 0)
        scroller.handle(.pointerMoved(Point(x: 110, y: 0)), at: 0.01)
        scroller.handle(.pointerMoved(Point(x: 400, y: 0)), at: 0.3)
        for k in 1...5 {
            scroller.handle(.pointerMoved(Point(x: 400 - flick * 0.008 * Double(k), y: 0)), at: 0.3 + 0.008 * Double(k))
        }
        let release = 0.34
        scroller.handle(.pointerUp(Point(x: 400 - flick * 0.04, y: 0), button: .left), at: release)
        #expect(scroller.offset < 0)
        var t = release
        var largest = -Double.infinity
        while t < release + 2 {
            t += 0.001
            scroller.update(at: t)
            largest = max(largest, scroller.offset)
        }
        #expect(largest <= 0, "overshot to \(largest)")
        #expect(scroller.offset == 0 && !scroller.isMoving)
    }

    @Test func aFlingIntoTheEndBouncesAndSettlesThere() {
        var scroller = Scroller.horizontal(content: 5000, viewport: 1000)
        scroller.jump(to: 3800)
        let release = scroller.drag(from: 900, velocity: -2000, duration: 0.1)
        var t = release, beyond = 0.0
        while t < release + 3 {
            t += 1.0 / 120
            scroller.update(at: t)
            beyond = max(beyond, scroller.offset - 4000)
        }
        #expect(beyond > 10)  // it carried its velocity past the end...
        #expect(scroller.offset == 4000)  // ...and came back to rest on it
    }

    @Test func clampingStopsAtTheEdge() {
        var scroller = Scroller.horizontal(content: 5000, viewport: 1000) { $0.edgeBehavior = .clamp }
        scroller.jump(to: 3800)
        let release = scroller.drag(from: 900, velocity: -2000, duration: 0.1)
        var t = release
        while t < release + 3 {
            t += 1.0 / 60
            scroller.update(at: t)
            #expect(scroller.offset <= 4000)
        }
        #expect(scroller.offset == 4000)
    }
}
