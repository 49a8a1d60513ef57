import Testing
import VitrineMotion

/// What every `Simulation` promises, checked on one of each kind.
@Suite("Simulation")
struct SimulationTests {
    static let simulations: [any Simulation] = [
        DecelerationSimulation(start: 10, velocity: 2500),
        DecelerationSimulation(start: -300, velocity: -900, rate: .fast),
        SpringSimulation(start: 150, velocity: 0, target: 0),
        SpringSimulation(start: -20, velocity: -3000, target: 0),
        SpringSimulation(start: 40, velocity: -4000, target: 0),
        WheelGlide(from: 0, to: 360),
        WheelGlide(from: 0, to: 120).retargeted(to: 600, at: 0.07),
    ]

    @Test(
        "times before 0 (and NaN) count as 0; outputs are finite; done stays done",
        arguments: 0..<simulations.count)
    func contract(index: Int) {
        let simulation = Self.simulations[index]
        #expect(simulation.position(at: -1) == simulation.position(at: 0))
        #expect(simulation.position(at: .nan) == simulation.position(at: 0))
        #expect(simulation.velocity(at: -1) == simulation.velocity(at: 0))
        #expect(!simulation.isDone(at: 0))
        var done = false
        for t in grid(to: 6, step: 0.001) {
            #expect(simulation.position(at: t).isFinite && simulation.velocity(at: t).isFinite)
            let isDone = simulation.isDone(at: t)
            #expect(isDone || !done)
            done = isDone
        }
        #expect(done)
    }
}
