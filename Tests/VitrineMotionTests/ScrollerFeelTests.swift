import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineMotion

/// What a hand feels, as properties over gestures and frame rates: a drag lags the pointer by
/// the slop and no more, a release past an edge never throws the content further out, and a
/// touchpad swipe hands over to its fling without a stall or a jump.
@Suite("Scroller: feel at 30, 60, 144 and 240 Hz")
struct ScrollerFeelTests {
    static let frameRates: [Double] = [30, 60, 144, 240]

    // MARK: The slop

    /// A 100-point drag moves the content 96 points with the 4-point slop, whatever the spacing
    /// of the pointer's events (one event a frame, at each frame rate, at any speed).
    @Test(arguments: frameRates, [1.0, 3, 7, 10, 25, 50, 100])
    func aDragLagsThePointerByExactlyTheSlop(hertz: Double, pointsPerEvent: Double) {
        for direction in [-1.0, 1.0] {
            var scroller = Scroller.horizontal()
            scroller.jump(to: 5000)
            scroller.handle(.pointerDown(Point(x: 500, y: 0), button: .left), at: 0)
            var moved = 0.0, t = 0.0
            while moved < 100 {
                moved = min(moved + pointsPerEvent, 100)
                t += 1 / hertz
                scroller.handle(.pointerMoved(Point(x: 500 + direction * moved, y: 0)), at: t)
            }
            #expect(scroller.offset == 5000 - direction * 96)
        }
    }

    // MARK: Releasing past an edge

    /// Pulls the content `pull` points (of pointer) past the start at `speed` points per second
    /// and lets go; returns the release time.
    static func pullPastTheStart(_ scroller: inout Scroller, pull: Double, speed: Double, hertz: Double) -> Double {
        scroller.handle(.pointerDown(Point(x: 100, y: 0), button: .left), at: 0)
        let duration = (pull + 4) / speed
        var t = 0.0
        while t < duration {
            t = min(t + 1 / hertz, duration)
            scroller.handle(.pointerMoved(Point(x: 100 + speed * t, y: 0)), at: t)
        }
        scroller.handle(.pointerUp(Point(x: 100 + speed * duration, y: 0), button: .left), at: duration)
        return duration
    }

    /// After a release beyond the start, moving outward at any speed, the overscroll only
    /// shrinks, frame by frame, following the spring from where it was let go at rest, and ends
    /// exactly at the edge.
    @Test(arguments: frameRates, [150.0, 600, 1500, 3000, 8000])
    func aReleasePastAnEdgeNeverThrowsTheContentFurtherOut(hertz: Double, speed: Double) {
        for pull in [20.0, 100, 300, 900] {
            var scroller = Scroller.horizontal(content: 5000, viewport: 720)
            let release = Self.pullPastTheStart(&scroller, pull: pull, speed: speed, hertz: hertz)
            let released = scroller.offset
            #expect(released < 0)
            let spring = SpringSimulation(start: released, velocity: 0, target: 0)
            var previous = released, t = release
            while scroller.isMoving, t < release + 5 {
                t += 1 / hertz
                scroller.update(at: t)
                #expect(scroller.offset >= previous, "pull \(pull): further out after the release")
                if scroller.isMoving {
                    #expect(abs(scroller.offset - spring.position(at: t - release)) < 1e-9)
                }
                previous = scroller.offset
            }
            #expect(scroller.offset == 0 && !scroller.isMoving)
        }
    }

    /// A release moving back toward the content keeps its speed as the content showed it (the
    /// pointer's, times the rubber band's slope there), and never passes the edge.
    @Test func aReleaseMovingInwardKeepsTheContentsSpeed() {
        var scroller = Scroller.horizontal(content: 5000, viewport: 720)
        scroller.handle(.pointerDown(Point(x: 100, y: 0), button: .left), at: 0)
        scroller.handle(.pointerMoved(Point(x: 404, y: 0)), at: 0.3)  // 300 past the start
        for k in 1...5 {
            scroller.handle(.pointerMoved(Point(x: 404 - 4 * Double(k), y: 0)), at: 0.3 + 0.008 * Double(k))
        }
        let shown = scroller.offset
        scroller.handle(.pointerUp(Point(x: 384, y: 0), button: .left), at: 0.34)
        // The pointer went back at 500 points per second; the content at 500 times the slope.
        let slope = RubberBand(dimension: 720).slope(atDisplacement: shown)
        #expect(abs(scroller.velocity(at: 0.34) - 500 * slope) < 1e-6)
        _ = scroller.settle(from: 0.34)
        #expect(scroller.offset == 0)
    }

    // MARK: The touchpad's hand-over

    /// A swipe of precise deltas, one every `interval` seconds at `speed` points per second for
    /// 0.3 s, seen in frames at `hertz`: the content's per-frame displacement from the middle of
    /// the swipe until a quarter second after the hand-over never drops to zero and never changes
    /// by more than 10 % from one frame to the next.
    @Test(arguments: frameRates, [0.008, 0.0125])
    func aTouchpadSwipeFlowsIntoItsFling(hertz: Double, interval: Double) {
        for speed in [400.0, 1500, 4000] {
            var scroller = Scroller.horizontal(content: 1_000_000) { $0.touchpadScale = 50 }
            scroller.jump(to: 100_000)
            let deltaUnits = speed * interval / 50
            let count = Int((0.3 / interval).rounded())
            let lastDelta = Double(count - 1) * interval
            var nextDelta = 0, frame = 0, displacements: [Double] = []
            var previous = scroller.offset
            while Double(frame) / hertz < lastDelta + 0.06 + 0.25 {
                frame += 1
                let now = Double(frame) / hertz
                while nextDelta < count, Double(nextDelta) * interval <= now {
                    scroller.handle(
                        .wheel(WheelInput(dx: deltaUnits, dy: 0, kind: .continuous)),
                        at: Double(nextDelta) * interval)
                    nextDelta += 1
                }
                scroller.update(at: now)
                if now > 0.15 { displacements.append(scroller.offset - previous) }
                previous = scroller.offset
            }
            for (before, after) in zip(displacements, displacements.dropFirst()) {
                #expect(after > 0, "\(hertz) Hz, \(speed) pt/s: the content stood still")
                #expect(
                    abs(after - before) <= 0.1 * before + 1e-9,
                    "\(hertz) Hz, \(speed) pt/s: \(before) then \(after) points a frame")
            }
        }
    }
}
