import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineMotion

@Suite("Scroller: wheel, touchpad and keys")
struct ScrollerWheelTests {
    func notches(_ dy: Double, _ dx: Double = 0, flipped: Bool = false, shift: Bool = false) -> InputEvent {
        .wheel(WheelInput(dx: dx, dy: dy, kind: .notched, isFlipped: flipped, modifiers: shift ? [.shift] : []))
    }

    @Test func aNotchGlidesOneStepInAtMostTwoHundredMilliseconds() {
        var scroller = Scroller.horizontal { $0.step = 80 }
        scroller.jump(to: 1000)
        scroller.handle(notches(-1), at: 0)
        scroller.update(at: 0.05)
        #expect(scroller.offset > 1000 && scroller.offset < 1080)
        scroller.update(at: 0.2)
        #expect(scroller.offset == 1080 && !scroller.isMoving)
    }

    @Test func notchesDuringAGlideAddToItsTarget() {
        var scroller = Scroller.horizontal { $0.step = 80 }
        scroller.jump(to: 1000)
        scroller.handle(notches(-1), at: 0)
        scroller.update(at: 0.05)
        let before = scroller.offset, velocity = scroller.velocity(at: 0.05)
        scroller.handle(notches(-1), at: 0.05)
        // No jump in position or velocity at the retarget.
        #expect(abs(scroller.velocity(at: 0.05) - velocity) < 1e-6 * max(1, abs(velocity)))
        scroller.update(at: 0.05)
        #expect(abs(scroller.offset - before) < 1e-9)
        _ = scroller.settle(from: 0.05)
        #expect(scroller.offset == 1160)
    }

    // The scene's step target: slots every 300 points from 50. Notches step from where the
    // content will rest, so a second notch during the glide goes one slot further; arrow keys
    // step by one; a fraction of a notch is a whole step.
    @Test func theScenesStepTargetDecidesWhereNotchesAndKeysGo() {
        let slots: @Sendable (Double, Int) -> Double? = { rest, steps in
            let slot = ((rest - 50) / 300).rounded() + Double(steps)
            return 50 + slot * 300
        }
        var scroller = Scroller.horizontal {
            $0.step = 80
            $0.stepTarget = slots
        }
        scroller.jump(to: 350)
        scroller.handle(notches(-1), at: 0)
        #expect(scroller.restingOffset == 650)
        scroller.update(at: 0.05)
        scroller.handle(notches(-1), at: 0.05)
        #expect(scroller.restingOffset == 950)
        _ = scroller.settle(from: 0.05)
        #expect(scroller.offset == 950)
        scroller.handle(.keyDown(.left, modifiers: [], isRepeat: false), at: 2)
        #expect(scroller.restingOffset == 650)
        scroller.handle(notches(0.25), at: 2)
        #expect(scroller.restingOffset == 350)

        // Without a say (nil), the plain step applies.
        var plain = Scroller.horizontal {
            $0.step = 80
            $0.stepTarget = { _, _ in nil }
        }
        plain.jump(to: 350)
        plain.handle(notches(-2), at: 0)
        #expect(plain.restingOffset == 510)
    }

    @Test func wheelDirections() {
        // Vertical scroller: wheel up (y > 0) moves back; flipped events are turned back.
        var vertical = Scroller(configuration: .init(axis: .vertical))
        vertical.setContent(length: 5000, viewport: 500)
        vertical.configuration.step = 50
        vertical.jump(to: 1000)
        vertical.handle(notches(1), at: 0)
        _ = vertical.settle(from: 0)
        #expect(vertical.offset == 950)
        vertical.handle(notches(-1, flipped: true), at: 1)
        _ = vertical.settle(from: 1)
        #expect(vertical.offset == 900)
        // Shift turns a vertical wheel sideways: a vertical scroller ignores it then.
        let usedSideways = vertical.handle(notches(1, shift: true), at: 2)
        #expect(!usedSideways)
        // A horizontal scroller takes x directly.
        var horizontal = Scroller.horizontal { $0.step = 50 }
        horizontal.jump(to: 1000)
        horizontal.handle(notches(0, 2), at: 0)
        _ = horizontal.settle(from: 0)
        #expect(horizontal.offset == 1100)
    }

    @Test func absurdWheelInputIsClampedOrDropped() {
        var scroller = Scroller.horizontal(content: 1e9) { $0.step = 10 }
        scroller.jump(to: 1000)
        let usedNaN = scroller.handle(notches(.nan), at: 0)
        let usedInfinity = scroller.handle(notches(.infinity), at: 0)
        #expect(!usedNaN && !usedInfinity)
        scroller.handle(notches(-1_000_000), at: 0)
        _ = scroller.settle(from: 0)
        #expect(scroller.offset == 1000 + Scroller.maximumNotchesPerEvent * 10)
        #expect(scroller.offset.isFinite)
    }

    @Test func touchpadMovesOneToOneThenFlingsAfterAPause() {
        var scroller = Scroller.horizontal(content: 100_000) { $0.touchpadScale = 50 }
        scroller.jump(to: 5000)
        // Ten deltas of 0.2 units (10 points) every 10 ms: 1000 points per second.
        for k in 0..<10 {
            scroller.handle(.wheel(WheelInput(dx: 0.2, dy: 0, kind: .continuous)), at: Double(k) * 0.01)
        }
        #expect(scroller.offset == 5100)
        // Waiting to learn whether the fingers left, the content carries on at the deltas' speed.
        scroller.update(at: 0.1)
        #expect(abs(scroller.offset - 5110) < 1e-9)
        // The fling starts 60 ms after the last delta, 60 points on, at 1000 points per second,
        // and glides the projected (v/1000)·d/(1 − d) = 499 points further.
        scroller.update(at: 0.09 + 0.06)
        #expect(abs(scroller.offset - 5160) < 1e-9)
        #expect(abs(scroller.velocity(at: 0.15) - 1000) < 1e-6)
        _ = scroller.settle(from: 0.15)
        #expect(abs(scroller.offset - (5160 + 499)) <= 1)
    }

    @Test func aNewDeltaOrAClickStopsATouchpadFling() {
        var scroller = Scroller.horizontal(content: 100_000) { $0.touchpadScale = 50 }
        scroller.jump(to: 5000)
        for k in 0..<10 { scroller.handle(.wheel(WheelInput(dx: 0.2, dy: 0, kind: .continuous)), at: Double(k) * 0.01) }
        scroller.update(at: 0.3)
        let flung = scroller.offset
        #expect(flung > 5100)
        scroller.handle(.pointerDown(Point(x: 10, y: 10), button: .left), at: 0.3)
        scroller.handle(.pointerUp(Point(x: 10, y: 10), button: .left), at: 0.31)
        scroller.update(at: 2)
        #expect(scroller.offset == flung)
        // A new delta during a fling continues 1:1 from where the fling was.
        for k in 0..<10 { scroller.handle(.wheel(WheelInput(dx: 0.2, dy: 0, kind: .continuous)), at: 3 + Double(k) * 0.01) }
        scroller.update(at: 3.2)
        let second = scroller.offset
        scroller.handle(.wheel(WheelInput(dx: 0.02, dy: 0, kind: .continuous)), at: 3.2)
        #expect(scroller.offset == second + 1)
    }

    @Test func keysMoveAnItemAScreenOrToTheEnds() {
        var scroller = Scroller.horizontal(content: 5000, viewport: 1000) { $0.step = 120 }
        scroller.jump(to: 1000)
        scroller.handle(.keyDown(.right, modifiers: [], isRepeat: false), at: 0)
        _ = scroller.settle(from: 0)
        #expect(scroller.offset == 1120)
        scroller.handle(.keyDown(.pageDown, modifiers: [], isRepeat: false), at: 1)
        _ = scroller.settle(from: 1)
        #expect(scroller.offset == 2120)
        scroller.handle(.keyDown(.end, modifiers: [], isRepeat: false), at: 2)
        _ = scroller.settle(from: 2)
        #expect(scroller.offset == 4000)
        scroller.handle(.keyDown(.home, modifiers: [], isRepeat: false), at: 3)
        _ = scroller.settle(from: 3)
        #expect(scroller.offset == 0)
    }
}
