import Foundation
import Testing
import VitrineMotion
import VitrineTestSupport

@Suite("DecelerationSimulation")
struct DecelerationSimulationTests {
    /// k at the normal rate: 1000·0.002/0.998.
    static let k = 2 / 0.998

    @Test("starts at x₀ with v₀ and rests exactly at the projection")
    func endpoints() {
        let fling = DecelerationSimulation(start: 200, velocity: 1000)
        #expect(fling.position(at: 0) == 200)
        #expect(fling.velocity(at: 0) == 1000)
        #expect(isClose(fling.restingPosition, 699, tolerance: 1e-9))
        #expect(fling.position(at: .infinity) == fling.restingPosition)
        #expect(fling.velocity(at: .infinity) == 0)
        let fast = DecelerationSimulation(start: 0, velocity: -1000, rate: .fast)
        #expect(isClose(fast.restingPosition, -99, tolerance: 1e-9))
    }

    @Test("position and velocity at 0.5 s, from the closed form")
    func halfSecond() {
        // v(0.5) = 1000·e^(−k/2) = 367.142946…; x(0.5) = 499·(1 − e^(−k/2)) = 315.795669…
        let fling = DecelerationSimulation(start: 0, velocity: 1000)
        #expect(isClose(fling.velocity(at: 0.5), 367.142946040, tolerance: 1e-6))
        #expect(isClose(fling.position(at: 0.5), 315.795669926, tolerance: 1e-6))
        // The same motion offset by a start position.
        let shifted = DecelerationSimulation(start: -40, velocity: 1000)
        #expect(isClose(shifted.position(at: 0.5), 275.795669926, tolerance: 1e-6))
    }

    @Test("time to reach a position inverts x(t)")
    func timeToReach() {
        let fling = DecelerationSimulation(start: 0, velocity: 1000)
        // t = −ln(1 − 300/499)/k = 0.458731334…
        #expect(isClose(fling.time(toReach: 300) ?? -1, 0.458731334242, tolerance: 1e-9))
        #expect(fling.time(toReach: 0) == 0)
        #expect(fling.time(toReach: -1) == nil)  // behind the start
        #expect(fling.time(toReach: 499) == nil)  // the rest position is only approached
        #expect(fling.time(toReach: 600) == nil)  // beyond it
        let backwards = DecelerationSimulation(start: 100, velocity: -1000)
        #expect(isClose(backwards.time(toReach: -200) ?? -1, 0.458731334242, tolerance: 1e-9))
        #expect(DecelerationSimulation(start: 5, velocity: 0).time(toReach: 6) == nil)
    }

    @Test("done when |v| falls to 1 px/s: ln(1000)/k after a 1000 px/s release")
    func duration() {
        let fling = DecelerationSimulation(start: 0, velocity: 1000)
        // ln(1000)/k = 6.907755…/2.004008… = 3.446969884…
        #expect(isClose(fling.duration, 3.446969884212, tolerance: 1e-9))
        #expect(isClose(fling.velocity(at: fling.duration), 1, tolerance: 1e-9))
        #expect(!fling.isDone(at: 3.44))
        #expect(fling.isDone(at: 3.45))
        // What is left to travel then is 1/k = 0.499 px: under half a pixel.
        #expect(isClose(fling.restingPosition - fling.position(at: fling.duration), 0.499, tolerance: 1e-9))
        // At the fast rate: ln(1000)/10.1010… = 0.683867772…
        #expect(
            isClose(
                DecelerationSimulation(start: 0, velocity: 1000, rate: .fast).duration,
                0.683867772619, tolerance: 1e-9))
        // Slower than the tolerance from the start: done at once.
        #expect(DecelerationSimulation(start: 0, velocity: 0.5).duration == 0)
        #expect(DecelerationSimulation(start: 0, velocity: 0.5).isDone(at: 0))
        // A custom tolerance: ln(1000/10)/k.
        let coarse = DecelerationSimulation(start: 0, velocity: 1000, velocityTolerance: 10)
        #expect(isClose(coarse.duration, log(100) / Self.k, tolerance: 1e-12))
    }

    @Test("non-finite inputs become a resting simulation, never NaN")
    func badInput() {
        let fling = DecelerationSimulation(start: .nan, velocity: .infinity, velocityTolerance: -3)
        #expect(fling.start == 0)
        #expect(fling.initialVelocity == 0)
        #expect(fling.velocityTolerance == 1)
        #expect(fling.position(at: 1) == 0)
        // Times before 0, and NaN, count as 0.
        let moving = DecelerationSimulation(start: 10, velocity: 100)
        #expect(moving.position(at: -5) == 10)
        #expect(moving.position(at: .nan) == 10)
        #expect(moving.velocity(at: -5) == 100)
    }

    @Test("property: v(0) = v₀, monotone approach to the projection, time(toReach:) inverts x(t)")
    func randomFlings() {
        var random = SplitMix64(seed: 0xF11E6)
        for _ in 0..<500 {
            let x0 = random.double(in: -1e5...1e5)
            let v0 = random.double(in: 10...8000) * (random.unit() < 0.5 ? -1 : 1)
            guard let rate = DecelerationRate(rawValue: random.double(in: 0.95...0.9995)) else {
                Issue.record("rate out of range")
                continue
            }
            let fling = DecelerationSimulation(start: x0, velocity: v0, rate: rate)
            let direction: Double = v0 > 0 ? 1 : -1
            #expect(fling.velocity(at: 0) == v0)
            #expect(isClose(fling.restingPosition, x0 + rate.projectedDistance(velocity: v0), relative: 1e-15))
            var previous = x0
            for t in grid(to: 5, step: 0.05) {
                let x = fling.position(at: t)
                // Never backwards, never past the rest position.
                #expect((x - previous) * direction >= 0)
                #expect((fling.restingPosition - x) * direction >= -1e-12 * abs(x))
                previous = x
                guard t > 0 else { continue }
                #expect(isClose(fling.velocity(at: t), numericVelocity(fling, at: t), relative: 1e-5, absolute: 1e-3))
                // Away from the rest position, the time to reach x(t) is t.
                if abs(fling.restingPosition - x) > 1e-3 * abs(fling.projectedDistance) {
                    let back = fling.time(toReach: x)
                    #expect(back.map { isClose($0, t, relative: 1e-6, absolute: 1e-6) } == true)
                }
                // Done exactly when |v| has fallen to the tolerance.
                let speed = abs(fling.velocity(at: t))
                if speed < 0.999 { #expect(fling.isDone(at: t)) }
                if speed > 1.001 { #expect(!fling.isDone(at: t)) }
            }
        }
    }
}
