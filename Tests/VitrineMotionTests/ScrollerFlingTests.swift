import Foundation
import Testing
import VitrineGeometry
import VitrineInput
import VitrineTestSupport

@testable import VitrineMotion

@Suite("Scroller: drags and flings")
struct ScrollerFlingTests {
    @Test func dragFollowsThePointerAfterTheSlop() {
        var scroller = Scroller.horizontal()
        scroller.jump(to: 500)
        scroller.handle(.pointerDown(Point(x: 600, y: 0), button: .left), at: 0)
        scroller.handle(.pointerMoved(Point(x: 597, y: 0)), at: 0.01)
        #expect(scroller.offset == 500)  // within the 4-point slop: a click so far
        scroller.handle(.pointerMoved(Point(x: 590, y: 0)), at: 0.02)
        #expect(scroller.offset == 506)  // the drag takes over, lagging by the slop only
        scroller.handle(.pointerMoved(Point(x: 540, y: 0)), at: 0.03)
        #expect(scroller.offset == 556)  // then 1:1, content against the pointer
        #expect(scroller.isDragging)
    }

    @Test func aClickIsNotADrag() {
        var scroller = Scroller.horizontal()
        scroller.jump(to: 500)
        scroller.handle(.pointerDown(Point(x: 600, y: 0), button: .left), at: 0)
        scroller.handle(.pointerMoved(Point(x: 603, y: 2)), at: 0.05)
        scroller.handle(.pointerUp(Point(x: 603, y: 2), button: .left), at: 0.1)
        scroller.update(at: 1)
        #expect(scroller.offset == 500 && !scroller.isMoving)
    }

    @Test(arguments: [(DecelerationRate.normal, 499.0), (.fast, 99.0)])
    func flingRestsWhereUIScrollViewProjects(rate: DecelerationRate, distance: Double) {
        var scroller = Scroller.horizontal(content: 100_000) { $0.decelerationRate = rate }
        scroller.jump(to: 50_000)
        // The pointer moves left at 1000 points per second: the content moves right at 1000.
        let release = scroller.drag(from: 900, velocity: -1000, duration: 0.2)
        let releaseOffset = scroller.offset
        #expect(abs(scroller.velocity(at: release) - 1000) < 1e-6)
        _ = scroller.settle(from: release)
        #expect(abs(scroller.offset - releaseOffset - distance) <= 1)
    }

    @Test func theSameGestureRestsAtTheSameOffsetAtAnyFrameRate() {
        var rests: [Double] = []
        for step in [1.0 / 30, 1.0 / 60, 1.0 / 144, 1.0 / 240, -1] {
            var scroller = Scroller.horizontal(content: 100_000)
            scroller.jump(to: 40_000)
            var t = 0.0
            var irregular = SplitMix64(seed: 7)
            scroller.handle(.pointerDown(Point(x: 800, y: 0), button: .left), at: 0)
            // Events arrive with their own times; frames sample the motion at their own pace.
            for k in 1...30 {
                let eventTime = Double(k) * 0.007
                scroller.handle(.pointerMoved(Point(x: 800 - 2400 * eventTime, y: 0)), at: eventTime)
            }
            scroller.handle(.pointerUp(Point(x: 800 - 2400 * 0.21, y: 0), button: .left), at: 0.21)
            t = 0.21
            while scroller.isMoving, t < 20 {
                t += step > 0 ? step : 0.002 + 0.03 * irregular.unit()
                scroller.update(at: t)
            }
            rests.append(scroller.offset)
        }
        #expect(rests.max()! - rests.min()! <= 0.5, "rests: \(rests)")
    }

    @Test func aPressCatchesAFling() {
        var scroller = Scroller.horizontal(content: 100_000)
        scroller.jump(to: 50_000)
        let release = scroller.drag(from: 900, velocity: -3000, duration: 0.1)
        scroller.update(at: release + 0.2)
        let caught = scroller.offset
        scroller.handle(.pointerDown(Point(x: 500, y: 0), button: .left), at: release + 0.2)
        scroller.handle(.pointerUp(Point(x: 500, y: 0), button: .left), at: release + 0.3)
        scroller.update(at: release + 2)
        #expect(scroller.offset == caught)
    }

    @Test func theScenesTargetIsReachedWithoutAJump() {
        var scroller = Scroller.horizontal(content: 100_000) {
            $0.targetContentOffset = { proposed, _, _ in (proposed / 250).rounded() * 250 }
        }
        scroller.jump(to: 50_000)
        let release = scroller.drag(from: 900, velocity: -1500, duration: 0.2)
        let before = scroller.offset
        scroller.update(at: release + 1e-4)
        // Continuous at the release: moved by about v · Δt.
        #expect(abs(scroller.offset - before - 1500 * 1e-4) < 0.05)
        _ = scroller.settle(from: release)
        #expect(scroller.offset.truncatingRemainder(dividingBy: 250) == 0)
    }

    @Test func theScenesTargetIsToldTheOffsetAndVelocityAtRelease() {
        let told = Told()
        var scroller = Scroller.horizontal(content: 100_000) {
            $0.targetContentOffset = { proposed, current, velocity in
                told.record(proposed: proposed, current: current, velocity: velocity)
                return current + 100
            }
        }
        scroller.jump(to: 50_000)
        let release = scroller.drag(from: 900, velocity: -1500, duration: 0.2)
        let (proposed, current, velocity) = told.values
        // Told where the content stood when let go (the release starts the glide from there)...
        #expect(current == scroller.offset)
        #expect(current > 50_000)
        #expect(abs(velocity - 1500) < 1)
        #expect(abs(proposed - (current + DecelerationRate.normal.projectedDistance(velocity: velocity))) < 1e-9)
        // ...and the content rests where the closure said, known from the release on.
        #expect(scroller.restingOffset == current + 100)
        _ = scroller.settle(from: release)
        #expect(scroller.offset == current + 100)
        #expect(scroller.restingOffset == current + 100)
    }
}

/// What a `targetContentOffset` closure was told, kept across its `@Sendable` boundary.
private final class Told: @unchecked Sendable {
    private(set) var values = (0.0, 0.0, 0.0)
    func record(proposed: Double, current: Double, velocity: Double) { values = (proposed, current, velocity) }
}
