import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineMotion

@Suite("Scroller: snapping")
struct ScrollerSnappingTests {
    /// Flings of many speeds either way over items 250 points apart, with ends or looping: each
    /// rests exactly on the item nearest its projected rest (after a flick of at least 300 points
    /// per second, the first ahead if that one is behind), keeps the release velocity, and a flick
    /// never turns back and never passes its resting item.
    @Test(arguments: [30.0, 60, 144, 240], [DecelerationRate.normal, .fast])
    func aStickingFlingRestsOnTheItemNearestItsProjection(hertz: Double, rate: DecelerationRate) {
        for looping in [false, true] {
            checkStickingFlings(hertz: hertz, rate: rate, looping: looping)
        }
    }

    func checkStickingFlings(hertz: Double, rate: DecelerationRate, looping: Bool) {
        for speed in stride(from: -6000.0, through: 6000, by: 370) where speed != 0 {
            var scroller = Scroller.horizontal(content: 100_000, viewport: 1000) {
                $0.pageSize = 250
                $0.snapping = .stick
                $0.decelerationRate = rate
                if looping { $0.loopPeriod = 100_000 }
            }
            scroller.jump(to: 50_000)
            // A drag of 0.1 s at `speed` (content direction), released at once.
            let release = scroller.drag(from: 500, velocity: -speed, duration: 0.1)
            let released = scroller.offset
            let projected = released + rate.projectedDistance(velocity: scroller.velocity(at: release))
            var nearest = (projected / 250).rounded() * 250
            let isFlick = abs(speed) >= 300
            if isFlick, (nearest - released) * speed < 0 {
                nearest = speed > 0 ? (released / 250).rounded(.up) * 250 : (released / 250).rounded(.down) * 250
            }
            #expect(abs(scroller.velocity(at: release) - speed) < 1e-6 * abs(speed))
            var previous = released, t = release
            while scroller.isMoving, t < release + 10 {
                t += 1 / hertz
                scroller.update(at: t)
                if isFlick {
                    #expect((scroller.offset - previous) * (nearest - released) >= 0, "turned back at \(speed)")
                    #expect(abs(scroller.offset - released) <= abs(nearest - released) + 1e-9, "passed its item")
                }
                previous = scroller.offset
            }
            #expect(
                scroller.offset == nearest, "\(hertz) Hz, \(speed) pt/s: rested at \(scroller.offset), nearest item \(nearest)")
        }
    }

    /// A fling that would stop well inside an item's span sticks to it along a decay: the same
    /// curve as the free fling, its rate adjusted, x(t) = x₀ + (v/k)(1 − e^(−kt)) with
    /// k = v / distance.
    @Test func theStickingGlideIsTheFlingsOwnCurve() {
        var scroller = Scroller.horizontal(content: 100_000, viewport: 1000) {
            $0.pageSize = 250
            $0.snapping = .stick
        }
        scroller.jump(to: 5000)
        // Released at 1000 points per second from 5000: projected 5499, nearest item 5500.
        scroller.release(velocity: 1000, at: 0)
        let k = 1000.0 / 500
        for t in [0.1, 0.5, 1.0] {
            scroller.update(at: t)
            let decay = DecelerationSimulation(start: 5000, velocity: 1000, rate: DecelerationRate(rawValue: 1000 / (1000 + k))!)
            #expect(abs(scroller.offset - decay.position(at: t)) < 1e-9)
        }
        _ = scroller.settle(from: 1)
        #expect(scroller.offset == 5500)
    }

    /// Free flings rest anywhere, but notches, arrow keys, Page Up and Page Down, Home and End end
    /// on an item.
    @Test func keysAndNotchesEndOnAnItemEvenWhenFlingsAreFree() {
        var scroller = Scroller.horizontal(content: 10_250, viewport: 1000) {
            $0.pageSize = 250
            $0.step = 250
            $0.snapping = .free
        }
        scroller.jump(to: 1234)
        scroller.release(velocity: 777, at: 0)
        var t = scroller.settle(from: 0)
        #expect(scroller.offset != (scroller.offset / 250).rounded() * 250)  // a free fling
        for key in [Key.pageDown, .right, .pageUp, .left, .end, .home, .pageDown] {
            scroller.handle(.keyDown(key, modifiers: [], isRepeat: false), at: t)
            t = scroller.settle(from: t)
            #expect(scroller.offset == (scroller.offset / 250).rounded() * 250, "\(key) rested at \(scroller.offset)")
        }
        scroller.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), at: t)
        _ = scroller.settle(from: t)
        #expect(scroller.offset == (scroller.offset / 250).rounded() * 250)
    }
}
