import Foundation
import Testing

@testable import VitrineMotion

@Suite("Stretch spring")
struct StretchSimulationTests {
    /// Android's spring, ω₀ = 24.657, ζ = 0.98, from x₀ at rest.
    static func spring(_ x0: Double, at t: Double) -> Double {
        let decay = 0.98 * 24.657, wd = 24.657 * (1 - 0.98 * 0.98).squareRoot()
        return exp(-decay * t) * (x0 * cos(wd * t) + decay * x0 / wd * sin(wd * t))
    }

    @Test func itFollowsAndroidsSpringBeforeTheHandOver() {
        let back = StretchSimulation(start: 360, velocity: 0, limit: 720)
        for t in [0.0, 0.02, 0.05, 0.1, 0.2] where t < back.handOverTime {
            #expect(abs(back.position(at: t) - Self.spring(360, at: t)) < 1e-9)
        }
        #expect(back.position(at: 0) == 360)
    }

    @Test func itHandsOverWithinEightPointsAndGlidesBackAtTwoHundred() {
        let back = StretchSimulation(start: 360, velocity: 0, limit: 720)
        #expect(back.handOverPosition > 0 && back.handOverPosition < 8)
        #expect(-back.velocity(at: back.handOverTime - 1e-6) <= 200.001)
        #expect(back.velocity(at: back.handOverTime + 1e-6) == -200)
        #expect(abs(back.endTime - (back.handOverTime + back.handOverPosition / 200)) < 1e-15)
        let middle = (back.handOverTime + back.endTime) / 2
        #expect(abs(back.position(at: middle) - back.handOverPosition / 2) < 1e-9)
    }

    @Test(arguments: [1.0, 40, 360, 720])
    func theSpringBackEndsAtExactlyZero(start: Double) {
        let back = StretchSimulation(start: start, velocity: 0, limit: 720)
        #expect(!back.isDone(at: back.endTime - 1e-4))
        #expect(back.isDone(at: back.endTime))
        #expect(back.position(at: back.endTime) == 0 && back.velocity(at: back.endTime) == 0)
        #expect(back.position(at: back.endTime + 5) == 0)
        #expect(back.endTime < 1)
        // Never stretched the other way.
        for t in stride(from: 0.0, through: back.endTime, by: 0.0005) { #expect(back.position(at: t) >= 0) }
    }

    @Test func anAbsorbedFlingStretchesThenComesBack() {
        let speed = StretchSimulation.absorbedVelocity(forFlingVelocity: -1500)
        #expect(speed == 19_500)
        let absorb = StretchSimulation(start: 0, velocity: speed, limit: 1280)
        #expect(absorb.position(at: 0) == 0)
        let peak = stride(from: 0.0, through: 0.3, by: 0.001).map { absorb.position(at: $0) }.max() ?? 0
        #expect(peak > 100 && peak < 1280)
        #expect(absorb.position(at: absorb.endTime) == 0)
    }

    @Test func aHugeVelocityPeaksWithinTheViewport() {
        let absorb = StretchSimulation(start: 0, velocity: 1e12 * 13, limit: 720)
        let peak = stride(from: 0.0, through: 0.3, by: 0.0005).map { absorb.position(at: $0) }.max() ?? 0
        #expect(peak <= 720 + 1e-6 && peak > 700)
        #expect(absorb.endTime.isFinite)
    }

    @Test func extremeInputsStayFinite() {
        for (start, velocity, limit) in [(1e300, 1e300, 1e300), (.nan, .infinity, .nan), (-5, -1e12, 1), (0.5, 0, 0)] {
            let spring = StretchSimulation(start: start, velocity: velocity, limit: limit)
            for t in [0.0, 0.01, 0.1, 1, 100, .infinity, .nan] {
                #expect(spring.position(at: t).isFinite && spring.velocity(at: t).isFinite)
            }
            #expect(spring.endTime.isFinite)
            #expect(spring.isDone(at: spring.endTime))
        }
        let still = StretchSimulation(start: 0, velocity: 0, limit: 100)
        #expect(still.endTime == 0 && still.isDone(at: 0))
    }
}
