import Testing
import VitrineGeometry
import VitrineInput
import VitrineTestSupport

@testable import VitrineMotion

@Suite("Scroller: reduced motion")
struct ReducedMotionScrollTests {
    @Test func theRateIsSquared() {
        #expect(ReducedMotion.decelerationRate(for: .normal).rawValue == 0.998 * 0.998)
        #expect(ReducedMotion.decelerationRate(for: .fast).rawValue == 0.99 * 0.99)
        // The square of the smallest rate underflows; the smallest rate stands in for it.
        let smallest = DecelerationRate(rawValue: .leastNonzeroMagnitude)!
        #expect(ReducedMotion.decelerationRate(for: smallest) == smallest)
        var configuration = Scroller.Configuration()
        #expect(configuration.effectiveDecelerationRate == .normal)
        configuration.reducesMotion = true
        #expect(configuration.effectiveDecelerationRate.rawValue == 0.998 * 0.998)
    }

    /// A free fling rests at d/(1 + d) of its usual distance: the projection with the squared rate.
    @Test func aFlingTravelsDOverOnePlusDAsFar() {
        var plain = Scroller.horizontal { $0.snapping = .free }
        var reduced = Scroller.horizontal {
            $0.snapping = .free
            $0.reducesMotion = true
        }
        plain.drag(from: 900, velocity: -2000, duration: 0.1)
        reduced.drag(from: 900, velocity: -2000, duration: 0.1)
        #expect(plain.offset == reduced.offset)
        let start = plain.offset
        let plainDistance = plain.restingOffset - start, reducedDistance = reduced.restingOffset - start
        #expect(plainDistance > 0)
        #expect(isClose(reducedDistance / plainDistance, 0.998 / 1.998, relative: 1e-9))
    }

    /// A programmatic scroll of 400 points takes √400/60 s, 1/3 s; reduced, 1/6 s, and it is
    /// the same ease-in-out, halfway at half its time.
    @Test func aProgrammaticGlideTakesHalfItsTime() {
        var plain = Scroller.horizontal()
        var reduced = Scroller.horizontal { $0.reducesMotion = true }
        plain.scroll(to: 400, animated: true, at: 0)
        reduced.scroll(to: 400, animated: true, at: 0)
        plain.update(at: 1.0 / 6)
        reduced.update(at: 1.0 / 6)
        #expect(plain.offset < 400 && isClose(plain.offset, 200, tolerance: 1e-9))
        #expect(reduced.offset == 400 && !reduced.isMoving)
        reduced.scroll(to: 0, animated: true, at: 1)
        reduced.update(at: 1 + 1.0 / 12)
        #expect(isClose(reduced.offset, 200, tolerance: 1e-9))
    }

    /// A wheel notch of a 100-point step glides over Chromium's 0.2 s; reduced, 0.1 s.
    @Test func aWheelNotchGlidesHalfAsLong() {
        var reduced = Scroller.horizontal {
            $0.step = 100
            $0.pageSize = 100
            $0.reducesMotion = true
        }
        reduced.handle(.wheel(WheelInput(dx: 1, dy: 0, kind: .notched)), at: 0)
        reduced.update(at: 0.05)
        #expect(isClose(reduced.offset, 50, tolerance: 1e-9))
        reduced.update(at: 0.1)
        #expect(reduced.offset == 100 && !reduced.isMoving)
    }

    /// An arrow key glides over 0.15 s (Chromium's keyboard duration); reduced, 0.075 s.
    @Test func anArrowKeyGlidesHalfAsLong() {
        var reduced = Scroller.horizontal {
            $0.step = 100
            $0.pageSize = 100
            $0.reducesMotion = true
        }
        reduced.handle(.keyDown(.right, modifiers: [], isRepeat: false), at: 0)
        reduced.update(at: 0.075)
        #expect(reduced.offset == 100 && !reduced.isMoving)
    }
}
