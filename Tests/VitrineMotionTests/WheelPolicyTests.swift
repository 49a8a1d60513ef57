import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineMotion

@Suite("Scroller: the wheel policy")
struct WheelPolicyTests {
    static func notch(_ dy: Double) -> InputEvent { .wheel(WheelInput(dx: 0, dy: dy, kind: .notched)) }
    static func precise(_ dx: Double) -> InputEvent { .wheel(WheelInput(dx: dx, dy: 0, kind: .continuous)) }

    /// A scroller over 24 items of 100 points, at item 5, with `policy`.
    static func scroller(_ policy: WheelPolicy, looping: Bool = false) -> Scroller {
        var scroller = Scroller.horizontal(content: 2300 + 1000, viewport: 1000) {
            $0.step = 100
            $0.pageSize = 100
            $0.wheelPolicy = policy
            if looping { $0.loopPeriod = 2400 }
        }
        scroller.jump(to: 500)
        return scroller
    }

    // 30 precise deltas of 0.4 units, 10 ms apart: one swipe. One item, whatever its length.
    @Test func aTouchpadSwipeMovesExactlyOneItem() {
        var scroller = Self.scroller(WheelPolicy(mode: .oneItemPerGesture))
        for index in 0..<30 {
            let taken = scroller.handle(Self.precise(0.4), at: 0.01 * Double(index))
            #expect(taken)
        }
        _ = scroller.settle(from: 0.3)
        #expect(scroller.offset == 600)
        #expect(scroller.wheelGesture.accumulated == (0..<30).reduce(0.0) { sum, _ in sum + 0.4 })
        #expect(scroller.wheelGesture.hasMoved && scroller.wheelGesture.isPrecise)
    }

    // Eight fast notches, 30 ms apart: one gesture, one item; a notch after a pause, one more.
    @Test func aBurstOfNotchesMovesExactlyOneItem() {
        var scroller = Self.scroller(WheelPolicy(mode: .oneItemPerGesture))
        for index in 0..<8 { scroller.handle(Self.notch(-3), at: 0.03 * Double(index)) }
        _ = scroller.settle(from: 0.21)
        #expect(scroller.offset == 600 && scroller.wheelGesture.accumulated == 24)
        scroller.handle(Self.notch(-1), at: 2)
        _ = scroller.settle(from: 2)
        #expect(scroller.offset == 700)
    }

    @Test func aChangeOfDirectionIsANewGesture() {
        var scroller = Self.scroller(WheelPolicy(mode: .oneItemPerGesture))
        scroller.handle(Self.notch(-1), at: 0)
        scroller.handle(Self.notch(1), at: 0.05)
        _ = scroller.settle(from: 0.05)
        #expect(scroller.offset == 500)
    }

    // A threshold of 1.5: the first notch of a gesture is taken and ignored, the second moves.
    @Test func theThresholdIgnoresSmallGestures() {
        var scroller = Self.scroller(WheelPolicy(threshold: 1.5))
        let taken = scroller.handle(Self.notch(-1), at: 0)
        #expect(taken)
        scroller.update(at: 0.3)
        #expect(scroller.offset == 500 && !scroller.isMoving && !scroller.wheelGesture.hasMoved)
        scroller.handle(Self.notch(-1), at: 0.1)
        _ = scroller.settle(from: 0.1)
        #expect(scroller.offset == 600 && scroller.wheelGesture.hasMoved)
    }

    // Deltas of 0.125 under a threshold of 0.5: the first three do nothing, the fourth reaches
    // it and moves 1:1 (0.125 · 53 points).
    @Test func theThresholdHoldsTouchpadDeltasUntilTheyAddUpToIt() {
        var scroller = Self.scroller(WheelPolicy(threshold: 0.5), looping: true)
        for index in 0..<3 {
            let taken = scroller.handle(Self.precise(0.125), at: 0.01 * Double(index))
            #expect(taken)
        }
        scroller.update(at: 0.025)
        #expect(scroller.offset == 500 && scroller.wheelGesture.accumulated == 0.375)
        #expect(!scroller.isMoving)
        scroller.handle(Self.precise(0.125), at: 0.03)
        #expect(scroller.offset == 500 + 0.125 * 53)
    }

    @Test func theThresholdGatesOneItemPerGestureToo() {
        var scroller = Self.scroller(WheelPolicy(mode: .oneItemPerGesture, threshold: 2))
        for index in 0..<5 { scroller.handle(Self.precise(0.3), at: 0.01 * Double(index)) }
        _ = scroller.settle(from: 0.05)
        #expect(scroller.offset == 500)
        for index in 5..<10 { scroller.handle(Self.precise(0.3), at: 0.01 * Double(index)) }
        _ = scroller.settle(from: 0.1)
        #expect(scroller.offset == 600)
    }

    // At the last item a notch forward is not taken: no glide, no rubber band; the same at the
    // first item backward. Away from the ends it is taken.
    @Test(arguments: [(2300.0, -1.0), (0.0, 1.0)])
    func theEndsPassTheWheelOn(edge: Double, dy: Double) {
        var scroller = Self.scroller(WheelPolicy(releasesAtEdges: true))
        scroller.jump(to: edge)
        let notchTaken = scroller.handle(Self.notch(dy), at: 0)
        #expect(!notchTaken)
        #expect(!scroller.isMoving && scroller.offset == edge && scroller.edgePull == nil)
        #expect(scroller.wheelGesture.lastEventPassedOn && scroller.wheelGesture.passedOnCount == 1)
        let deltaTaken = scroller.handle(Self.precise(-dy), at: 0.5)
        #expect(!deltaTaken)
        #expect(scroller.offset == edge)
        // Back into the content: taken.
        let backTaken = scroller.handle(Self.notch(-dy), at: 1)
        #expect(backTaken)
        #expect(!scroller.wheelGesture.lastEventPassedOn)
    }

    // A touchpad swipe toward the end stops at it, with no band and no fling past it; the rest
    // of the swipe passes on.
    @Test func aTouchpadSwipeStopsAtAnEndThatPassesTheWheelOn() {
        var scroller = Self.scroller(WheelPolicy(releasesAtEdges: true))
        scroller.jump(to: 2250)
        var taken: [Bool] = []
        for index in 0..<10 { taken.append(scroller.handle(Self.precise(0.5), at: 0.01 * Double(index))) }
        for index in 0..<30 {
            scroller.update(at: 0.1 + 0.01 * Double(index))
            #expect(scroller.offset <= 2300)
        }
        #expect(scroller.offset == 2300 && !scroller.isMoving)
        #expect(taken.prefix(2) == [true, true] && taken.suffix(7).allSatisfy { !$0 })
    }

    @Test func loopingContentHasNoEndsToPassOn() {
        var scroller = Self.scroller(WheelPolicy(releasesAtEdges: true), looping: true)
        scroller.jump(to: 0)
        let taken = scroller.handle(Self.notch(1), at: 0)
        #expect(taken)
    }

    // The default policy is the smooth one: notches add up, touchpad follows 1:1.
    @Test func theDefaultIsSmooth() {
        #expect(Scroller.Configuration().wheelPolicy == .smooth)
        var scroller = Self.scroller(.smooth)
        scroller.handle(Self.notch(-1), at: 0)
        scroller.handle(Self.notch(-1), at: 0.03)
        _ = scroller.settle(from: 0.03)
        #expect(scroller.offset == 700)
    }

    @Test(arguments: [-1.0, .nan, 50])
    func thresholdsOutOfRangeAreBroughtIntoIt(threshold: Double) {
        let expected = threshold == 50 ? WheelPolicy.maximumThreshold : 0
        #expect(WheelPolicy(threshold: threshold).threshold == expected)
        // Set after the policy is made, the same.
        var policy = WheelPolicy(threshold: 0.5)
        policy.threshold = threshold
        #expect(policy.threshold == expected)
        policy.gestureGap = threshold
        #expect(policy.gestureGap == (threshold == 50 ? 50 : WheelPolicy.defaultGestureGap))
    }
}
