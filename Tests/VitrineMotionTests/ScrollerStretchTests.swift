import Foundation
import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineMotion

@Suite("Scroller: stretch overscroll")
struct ScrollerStretchTests {
    static func stretching(viewport: Double = 1000) -> Scroller {
        Scroller.horizontal(content: 5000, viewport: viewport) { $0.edgeBehavior = .stretch }
    }

    @Test func aPullPastTheStartStretchesByThePullOverTheViewport() {
        var scroller = Self.stretching()
        scroller.handle(.pointerDown(Point(x: 100, y: 0), button: .left), at: 0)
        scroller.handle(.pointerMoved(Point(x: 110, y: 0)), at: 0.01)  // past the slop: anchor at 104
        scroller.handle(.pointerMoved(Point(x: 354, y: 0)), at: 0.02)  // 250 past the start
        #expect(scroller.offset == 0)
        #expect(scroller.stretch == OverscrollStretch(edge: .start, distance: 0.25))
        #expect(abs(scroller.stretch.intensity - (0.016 * 0.25 + 0.016 * (1 - exp(-0.25 * M_E / 0.33)))) < 1e-15)
        #expect(scroller.isMoving)
        // Back toward the content: the stretch goes first, then the content scrolls.
        scroller.handle(.pointerMoved(Point(x: 154, y: 0)), at: 0.03)
        #expect(scroller.offset == 0 && scroller.stretch.distance == 0.05)
        scroller.handle(.pointerMoved(Point(x: 54, y: 0)), at: 0.04)
        #expect(scroller.offset == 50 && !scroller.stretch.isStretched)
    }

    @Test func aPullPastTheEndStretchesTheEnd() {
        var scroller = Self.stretching()
        scroller.jump(to: 4000)
        scroller.handle(.pointerDown(Point(x: 900, y: 0), button: .left), at: 0)
        scroller.handle(.pointerMoved(Point(x: 890, y: 0)), at: 0.01)  // anchor at 896
        scroller.handle(.pointerMoved(Point(x: 496, y: 0)), at: 0.02)  // 400 past the end
        #expect(scroller.offset == 4000)
        #expect(scroller.stretch == OverscrollStretch(edge: .end, distance: 0.4))
    }

    @Test func theReleasedStretchSpringsBackToExactlyZeroAndEnds() {
        var scroller = Self.stretching()
        scroller.handle(.pointerDown(Point(x: 100, y: 0), button: .left), at: 0)
        scroller.handle(.pointerMoved(Point(x: 110, y: 0)), at: 0.01)
        scroller.handle(.pointerMoved(Point(x: 404, y: 0)), at: 0.2)
        scroller.handle(.pointerUp(Point(x: 404, y: 0), button: .left), at: 0.25)
        let back = StretchSimulation(start: 300, velocity: 0, limit: 1000)
        scroller.update(at: 0.25 + 0.05)
        #expect(abs(scroller.stretch.distance - back.position(at: 0.05) / 1000) < 1e-12)
        #expect(scroller.offset == 0 && scroller.isMoving)
        // A frame before the end it still stretches; at the end it is exactly at rest.
        scroller.update(at: 0.25 + back.endTime - 0.001)
        #expect(scroller.stretch.isStretched && scroller.isMoving)
        scroller.update(at: 0.25 + back.endTime)
        #expect(scroller.stretch == .none && !scroller.isMoving && scroller.offset == 0)
    }

    @Test(arguments: [1.0 / 30, 1.0 / 60, 1.0 / 144])
    func theSpringBackIsTheSameAtAnyFrameRate(step: Double) {
        var scroller = Self.stretching()
        scroller.handle(.pointerDown(Point(x: 100, y: 0), button: .left), at: 0)
        scroller.handle(.pointerMoved(Point(x: 110, y: 0)), at: 0.01)
        scroller.handle(.pointerMoved(Point(x: 604, y: 0)), at: 0.2)
        scroller.handle(.pointerUp(Point(x: 604, y: 0), button: .left), at: 0.25)
        var t = 0.25
        while t < 0.35 {
            t += step
            scroller.update(at: t)
        }
        scroller.update(at: 0.4)
        let back = StretchSimulation(start: 500, velocity: 0, limit: 1000)
        #expect(abs(scroller.stretch.distance - back.position(at: 0.15) / 1000) < 1e-12)
        let end = scroller.settle(from: 0.4, step: step)
        #expect(end < 0.25 + back.endTime + step + 1e-9)
        #expect(scroller.stretch == .none && scroller.offset == 0)
    }

    @Test func aFlingIntoTheStartStopsAtTheEdgeAndTheStretchAbsorbsIt() {
        var scroller = Self.stretching()
        scroller.jump(to: 300)
        let release = scroller.drag(from: 200, velocity: 3000, duration: 0.1)
        var largest = 0.0, lowest = Double.infinity
        var t = release
        while scroller.isMoving, t < release + 10 {
            t += 1.0 / 240
            scroller.update(at: t)
            largest = max(largest, scroller.stretch.distance)
            lowest = min(lowest, scroller.offset)
        }
        #expect(lowest == 0, "the offset stops at the edge")
        #expect(largest > 0.01, "the stretch took the fling")
        #expect(scroller.stretch == .none && scroller.offset == 0 && !scroller.isMoving)
    }

    @Test func aDragCatchesTheStretchWhereItIs() {
        var scroller = Self.stretching()
        scroller.handle(.pointerDown(Point(x: 100, y: 0), button: .left), at: 0)
        scroller.handle(.pointerMoved(Point(x: 110, y: 0)), at: 0.01)
        scroller.handle(.pointerMoved(Point(x: 504, y: 0)), at: 0.2)
        scroller.handle(.pointerUp(Point(x: 504, y: 0), button: .left), at: 0.25)
        scroller.update(at: 0.3)
        let caught = scroller.stretch.distance
        scroller.handle(.pointerDown(Point(x: 500, y: 0), button: .left), at: 0.3)
        scroller.handle(.pointerMoved(Point(x: 510, y: 0)), at: 0.31)  // anchor 504
        #expect(abs(scroller.stretch.distance - (caught + 0.006)) < 1e-12)
    }

    @Test func touchpadMotionPastTheEdgeStretches() {
        var scroller = Self.stretching()
        scroller.handle(.wheel(WheelInput(dx: 0, dy: 2, kind: .continuous)), at: 0)
        #expect(scroller.offset == 0 && scroller.stretch.edge == .start && scroller.stretch.isStretched)
        _ = scroller.settle(from: 0, step: 1.0 / 60)
        #expect(scroller.stretch == .none && !scroller.isMoving)
    }

    @Test func otherModelsNeverStretch() {
        for behavior in [Scroller.EdgeBehavior.bounce, .clamp] {
            var scroller = Scroller.horizontal(content: 5000, viewport: 1000) { $0.edgeBehavior = behavior }
            scroller.drag(from: 100, velocity: 2000, duration: 0.2)
            #expect(scroller.stretch == .none)
        }
    }

    @Test func switchingAwayFromStretchLetsTheStretchGo() {
        var scroller = Self.stretching()
        scroller.drag(from: 100, velocity: 2000, duration: 0.2)
        scroller.update(at: 0.25)
        #expect(scroller.stretch.isStretched)
        scroller.configuration.edgeBehavior = .bounce
        #expect(scroller.stretch == .none)
        _ = scroller.settle(from: 0.25)
        #expect(!scroller.isMoving && scroller.offset == 0)
    }

    @Test func extremeInputsStayFinite() {
        for viewport in [1.0, 0, 1e12] {
            var scroller = Scroller.horizontal(content: 3, viewport: viewport) { $0.edgeBehavior = .stretch }
            scroller.handle(.pointerDown(Point(x: 0, y: 0), button: .left), at: 0)
            scroller.handle(.pointerMoved(Point(x: 1e300, y: 0)), at: 0.01)
            #expect(scroller.stretch.distance.isFinite && scroller.offset.isFinite)
            scroller.handle(.pointerMoved(Point(x: -1e300, y: 0)), at: 0.02)
            scroller.handle(.pointerUp(Point(x: -1e300, y: 0), button: .left), at: 0.03)
            let end = scroller.settle(from: 0.03, step: 1.0 / 60)
            #expect(scroller.stretch.intensity.isFinite && scroller.offset.isFinite && end.isFinite)
            scroller.jump(to: 0)
            scroller.drag(from: 0, velocity: -1e12, duration: 0.02)
            _ = scroller.settle(from: 0.5, step: 1.0 / 60)
            #expect(scroller.stretch == .none && !scroller.isMoving && scroller.offset.isFinite)
        }
    }
}
