import Testing
import VitrineShowcase
import VitrineTestSupport

@Suite("CarouselFade")
struct CarouselFadeTests {
    @Test("the default fades nothing", arguments: [-100.0, -1, 0, 1, 100])
    func none(offset: Double) {
        #expect(CarouselFade.none.alpha(forOffset: offset) == 1)
        #expect(CarouselFade() == .none)
    }

    @Test(
        "alpha = 1 − min(factor, range) / range · (1 − minAlpha), factor the distance outside the band",
        arguments: [(0.0, 1.0), (-1, 1), (1, 1), (1.5, 0.8), (2, 0.6), (3, 0.6), (-2, 0.6), (-1.25, 0.9)] as [(Double, Double)])
    func band(offset: Double, alpha: Double) {
        let fade = CarouselFade(fadeMin: -1, fadeMax: 1, fadeRange: 1, fadeMinAlpha: 0.6)
        #expect(isClose(fade.alpha(forOffset: offset), alpha, tolerance: 1e-12))
    }

    @Test("the TimeMachine presets fade one side over one item")
    func presets() {
        #expect(CarouselFade.timeMachine.alpha(forOffset: -5) == 1)
        #expect(CarouselFade.timeMachine.alpha(forOffset: 0.25) == 0.75)
        #expect(CarouselFade.invertedTimeMachine.alpha(forOffset: 5) == 1)
        #expect(CarouselFade.invertedTimeMachine.alpha(forOffset: -2) == 0)
    }

    @Test("a zero range is a step; the result stays in 0...1 even for odd settings")
    func degenerate() {
        let step = CarouselFade(fadeMax: 0, fadeRange: 0, fadeMinAlpha: 0.2)
        #expect(step.alpha(forOffset: 0) == 1)
        #expect(step.alpha(forOffset: 0.01) == 0.2)
        #expect(CarouselFade(fadeMax: 0, fadeMinAlpha: -3).alpha(forOffset: 1) == 0)
        #expect(CarouselFade(fadeMax: 0, fadeMinAlpha: 3).alpha(forOffset: 1) == 1)
    }
}
