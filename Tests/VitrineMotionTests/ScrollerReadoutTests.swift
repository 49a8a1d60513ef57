import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineMotion

/// What a scroller tells an inspector: its activity, the velocity it tracks, and the pull past
/// an edge.
@Suite("Scroller: activity, tracked velocity, pull")
struct ScrollerReadoutTests {
    @Test func aPressBecomesADragThenAFlingThatBouncesAtTheEnd() {
        var scroller = Scroller.horizontal { $0.snapping = .free }
        scroller.jump(to: 8800)
        #expect(scroller.activity(at: 0) == .idle)
        scroller.handle(.pointerDown(Point(x: 600, y: 300), button: .left), at: 0)
        #expect(scroller.activity(at: 0) == .pressed)
        scroller.handle(.pointerMoved(Point(x: 590, y: 300)), at: 0.01)
        #expect(scroller.activity(at: 0.01) == .dragging)
        // Ten moves of 10 points 10 ms apart: the pointer moves at −1000 pt/s, the content at +1000.
        for step in 2...10 {
            scroller.handle(.pointerMoved(Point(x: 600 - 10 * Double(step), y: 300)), at: Double(step) / 100)
        }
        #expect(abs(scroller.trackedVelocity(at: 0.1) - 1000) < 1e-6)
        scroller.handle(.pointerUp(Point(x: 500, y: 300), button: .left), at: 0.1)
        // 1000 pt/s projects 1000·0.998/(1−0.998)/1000 = 499 points on: past the end (9000).
        guard case .animating(let animation) = scroller.phase,
            case .decelerate(_, let edgeTime?, let edge, _) = animation.motion
        else {
            Issue.record("the fling runs into the end")
            return
        }
        #expect(edge == 9000)
        #expect(scroller.activity(at: 0.1 + edgeTime - 1e-6) == .decelerating)
        #expect(scroller.activity(at: 0.1 + edgeTime) == .bouncing)
        #expect(scroller.trackedVelocity(at: 0.2) == scroller.velocity(at: 0.2))
    }

    @Test func springsSnapsGlidesAndTouchpads() {
        // A slow release between pages snaps onto the nearest.
        var paging = Scroller.horizontal { $0.pageSize = 250 }
        let release = paging.drag(from: 600, velocity: -100, duration: 0.5)  // 50 points on: page 0
        #expect(paging.activity(at: release) == .snapping)
        // A pull past the start springs back: bouncing.
        var pulled = Scroller.horizontal()
        let pullRelease = pulled.drag(from: 300, velocity: 400, duration: 0.5)
        #expect(pulled.activity(at: pullRelease) == .bouncing)
        // A wheel notch glides; a touchpad's deltas are the touchpad's.
        var wheel = Scroller.horizontal()
        wheel.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), at: 1)
        #expect(wheel.activity(at: 1) == .gliding)
        var touchpad = Scroller.horizontal()
        touchpad.handle(.wheel(WheelInput(dx: 0, dy: -0.5, kind: .continuous)), at: 1)
        #expect(touchpad.activity(at: 1) == .touchpad)
    }

    // Dragged 100 points past the start of a 1000-point viewport, the band shows
    // b = 100·1000·0.55/(1000 + 55) = 52.13 points; its slope is 0.55·(1 − b/1000)², and the
    // spring back pulls with ω²·b = 12.5²·b.
    @Test func aPullPastTheStartTellsItsBand() {
        var scroller = Scroller.horizontal()
        scroller.handle(.pointerDown(Point(x: 300, y: 300), button: .left), at: 0)
        scroller.handle(.pointerMoved(Point(x: 304, y: 300)), at: 0.01)  // the slop: 4 points
        scroller.handle(.pointerMoved(Point(x: 404, y: 300)), at: 0.02)
        let band = 100 * 1000 * 0.55 / (1000 + 55)
        guard let pull = scroller.edgePull else {
            Issue.record("a pull")
            return
        }
        #expect(pull.edge == 0)
        #expect(abs(pull.displacement + band) < 1e-9)
        #expect(abs(pull.overscroll + 100) < 1e-9)
        #expect(abs(pull.slope - 0.55 * (1 - band / 1000) * (1 - band / 1000)) < 1e-12)
        #expect(abs(pull.springAcceleration - 156.25 * band) < 1e-9)
        // Within range, or looping, or stopping at the edges, there is no pull.
        scroller.jump(to: 500)
        #expect(scroller.edgePull == nil)
        var clamped = Scroller.horizontal { $0.edgeBehavior = .clamp }
        clamped.handle(.pointerDown(Point(x: 300, y: 300), button: .left), at: 0)
        clamped.handle(.pointerMoved(Point(x: 500, y: 300)), at: 0.01)
        #expect(clamped.offset == 0 && clamped.edgePull == nil)
    }

    // Stretched, the content stays at the edge: the pull is the stretch's distance over the
    // viewport, followed 1:1, and Android's spring pulls back with ω₀²·pull.
    @Test func aStretchTellsItsPull() {
        var scroller = Scroller.horizontal { $0.edgeBehavior = .stretch }
        scroller.handle(.pointerDown(Point(x: 300, y: 300), button: .left), at: 0)
        scroller.handle(.pointerMoved(Point(x: 304, y: 300)), at: 0.01)
        scroller.handle(.pointerMoved(Point(x: 404, y: 300)), at: 0.02)
        guard let pull = scroller.edgePull else {
            Issue.record("a stretch")
            return
        }
        let points = scroller.stretch.distance * 1000
        #expect(scroller.offset == 0 && points > 0)
        #expect(pull.isStretched && pull.edge == 0 && pull.overscroll == -points && pull.displacement == 0 && pull.slope == 1)
        #expect(pull.springAcceleration == 24.657 * 24.657 * points)
        #expect(scroller.activity(at: 0.02) == .dragging)
        scroller.handle(.pointerUp(Point(x: 404, y: 300), button: .left), at: 0.03)
        #expect(scroller.activity(at: 0.03) == .bouncing)
    }

    // A flick on page 20 of 250-point pages rests on page 21 while it still shows page 20;
    // around a loop of 24 pages, the page is counted within one turn.
    @Test func theRestingPageIsWhereTheMotionRests() {
        var paging = Scroller.horizontal { $0.pageSize = 250 }
        paging.jump(to: 5000)
        let release = paging.drag(from: 600, velocity: -1000, duration: 0.05)
        #expect(paging.currentPage == 20 && paging.restingPage == 21 && paging.restingOffset == 5250)
        _ = paging.settle(from: release)
        #expect(paging.currentPage == 21 && paging.restingPage == 21)
        var looping = Scroller.horizontal {
            $0.pageSize = 250
            $0.loopPeriod = 6000
        }
        looping.jump(to: 6000 * 3 + 500)
        #expect(looping.restingPage == 2)
        #expect(Scroller.horizontal().restingPage == nil)
    }
}
