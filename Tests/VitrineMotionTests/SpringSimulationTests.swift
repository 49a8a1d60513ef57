import Foundation
import Testing
import VitrineMotion
import VitrineTestSupport

@Suite("SpringSimulation")
struct SpringSimulationTests {
    @Test("the closed form at a hand-checked instant")
    func closedForm() {
        // x₀' = −80, v₀ = 0, ω = 12.5: b = −1000.
        // x(0.1) = (−80 − 100)·e^(−1.25) = −180·0.286504797… = −51.570863435
        // v(0.1) = (0 + 12.5·1000·0.1)·e^(−1.25) = 1250·0.286504797… = 358.130996075
        let spring = SpringSimulation(start: -80, velocity: 0, target: 0)
        #expect(isClose(spring.position(at: 0.1), -51.570863435, tolerance: 1e-8))
        #expect(isClose(spring.velocity(at: 0.1), 358.130996075, tolerance: 1e-8))
        #expect(spring.position(at: 0) == -80)
        #expect(spring.velocity(at: 0) == 0)
        // The same spring shifted by a target of 1000.
        let shifted = SpringSimulation(start: 920, velocity: 0, target: 1000)
        #expect(isClose(shifted.position(at: 0.1), 948.429136565, tolerance: 1e-8))
        #expect(shifted.position(at: .infinity) == 1000)
        #expect(shifted.velocity(at: .infinity) == 0)
    }

    @Test("a fling into the edge: crossing iff moving toward the target faster than ω·|x₀'|")
    func crossing() {
        // x₀' = 100, v₀ = −2000: b = −2000 + 1250 = −750, so x − target = 0 at t = 100/750.
        let fast = SpringSimulation(start: 100, velocity: -2000, target: 0)
        #expect(fast.crossesTarget)
        #expect(isClose(fast.crossingTime ?? -1, 2.0 / 15, tolerance: 1e-15))
        #expect(isClose(fast.position(at: 2.0 / 15), 0, tolerance: 1e-12))
        // x(0.05) = (100 − 37.5)·e^(−0.625) = 33.453839282; v(0.05) = (−2000 + 468.75)·e^(−0.625) = −819.619062420
        #expect(isClose(fast.position(at: 0.05), 33.453839282, tolerance: 1e-8))
        #expect(isClose(fast.velocity(at: 0.05), -819.619062420, tolerance: 1e-8))
        // Exactly ω·|x₀'| = 1250 px/s: b = 0, x − target = 100·e^(−ωt), never zero.
        #expect(!SpringSimulation(start: 100, velocity: -1250, target: 0).crossesTarget)
        #expect(!SpringSimulation(start: 100, velocity: -1000, target: 0).crossesTarget)
        #expect(SpringSimulation(start: 100, velocity: -1000, target: 0).crossingTime == nil)
        // Moving away never crosses; nor does a spring starting on its target.
        #expect(!SpringSimulation(start: 100, velocity: 3000, target: 0).crossesTarget)
        #expect(!SpringSimulation(start: 0, velocity: -3000, target: 0).crossesTarget)
        // Mirror image past the other edge.
        let other = SpringSimulation(start: -60, velocity: 1500, target: 0)  // b = 1500 − 750 = 750
        #expect(isClose(other.crossingTime ?? -1, 0.08, tolerance: 1e-15))
    }

    @Test("settles in about 0.6 s from 100 px at rest, and stays settled")
    func settling() {
        let spring = SpringSimulation(start: 1100, velocity: 0, target: 1000)
        // The distance binds: 100·(1 + 12.5·T)·e^(−12.5·T) = 0.5 at T = 0.59441…
        // (v(T) = 15625·T·e^(−12.5·T) ≈ 5.5 px/s < 10 there).
        #expect(isClose(spring.settlingTime, 0.59441, tolerance: 1e-5))
        #expect(isClose(abs(spring.position(at: spring.settlingTime) - 1000), 0.5, tolerance: 1e-9))
        #expect(!spring.isDone(at: 0.594))
        #expect(spring.isDone(at: 0.595))
        // At rest on the target: done at once.
        #expect(SpringSimulation(start: 3, velocity: 0, target: 3).settlingTime == 0)
        // When the velocity binds: from the target at 12 px/s, x' = 12·t·e^(−12.5t) never exceeds
        // 12/(12.5·e) = 0.353 px, so the spring is done once v = (12 − 150·t)·e^(−12.5t) falls to
        // 10 px/s, at T = 0.0071242… (v then dips to −1.6 px/s at most and decays).
        let nudge = SpringSimulation(start: 0, velocity: 12, target: 0)
        #expect(isClose(nudge.settlingTime, 0.0071242, tolerance: 1e-6))
        #expect(isClose(nudge.velocity(at: nudge.settlingTime), 10, tolerance: 1e-9))
        // From the target at 200 px/s the distance binds again: 200·t·e^(−12.5t) = 0.5 at T = 0.4075.
        let kick = SpringSimulation(start: 0, velocity: 200, target: 0)
        #expect(isClose(kick.settlingTime, 0.4075, tolerance: 1e-4))
        #expect(isClose(kick.position(at: kick.settlingTime), 0.5, tolerance: 1e-9))
    }

    @Test("bad input is sanitized")
    func badInput() {
        let spring = SpringSimulation(
            start: .nan, velocity: .infinity, target: .nan, angularFrequency: 0,
            distanceTolerance: -1, velocityTolerance: .nan)
        #expect(spring.start == 0 && spring.initialVelocity == 0 && spring.target == 0)
        #expect(spring.angularFrequency == 12.5)
        #expect(spring.distanceTolerance == 0.5 && spring.velocityTolerance == 10)
        #expect(spring.isDone(at: 0))
        #expect(SpringSimulation(start: 5, velocity: 0, target: .infinity).target == 5)
    }

    @Test("property: no overshoot unless crossing, velocity is dx/dt, done stays done")
    func randomSprings() {
        var random = SplitMix64(seed: 0x5B41_6E6)
        var crossings = 0
        for _ in 0..<400 {
            let target = random.double(in: -1e4...1e4)
            let displacement = random.double(in: -500...500)
            let v0 = random.double(in: -8000...8000)
            let omega = random.unit() < 0.5 ? 12.5 : random.double(in: 5...30)
            let spring = SpringSimulation(
                start: target + displacement, velocity: v0, target: target,
                angularFrequency: omega)
            let crossing = spring.crossingTime
            for t in grid(to: 2, step: 0.01) {
                let offset = spring.position(at: t) - target
                // Same side of the target as at the start until the crossing, the other side after.
                if let crossing, abs(t - crossing) > 1e-6 {
                    let expectedSide: Double = (t < crossing) == (displacement > 0) ? 1 : -1
                    #expect(offset * expectedSide >= -1e-9)
                } else if crossing == nil, displacement != 0 {
                    #expect(offset * displacement >= -1e-9)
                }
                if t > 0 {
                    #expect(isClose(spring.velocity(at: t), numericVelocity(spring, at: t), relative: 1e-5, absolute: 1e-3))
                }
                if t >= spring.settlingTime {
                    #expect(abs(offset) <= 0.5 + 1e-9)
                    #expect(abs(spring.velocity(at: t)) <= 10 + 1e-9)
                    #expect(spring.isDone(at: t))
                } else {
                    #expect(!spring.isDone(at: t))
                }
            }
            // Just before settling, one of the tolerances is still broken (or about to be met).
            if spring.settlingTime > 0 {
                let before = spring.settlingTime - 1e-6
                let outside =
                    abs(spring.position(at: before) - target) > 0.5 - 1e-4
                    || abs(spring.velocity(at: before)) > 10 - 1e-2
                #expect(outside)
            }
            if let crossing {
                #expect(isClose(spring.position(at: crossing), target, tolerance: 1e-9 * max(1, abs(target))))
                crossings += 1
            }
        }
        // Both kinds of motion were drawn.
        #expect(crossings > 50 && crossings < 350)
    }
}
