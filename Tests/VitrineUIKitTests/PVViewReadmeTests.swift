import Testing
import VitrineUIKit

@Suite("PVView's README code against VitrineParallax")
struct PVViewReadmeTests {
    @Test("EaseOutSineFunction is sin(x·π/2) everywhere, and our Easing.easeOutSine on 0...1")
    func easeOutSine() {
        let readme = EaseOutSineFunction()
        for input in readmeInputs {
            #expect(readme.evaluate(input) == sin(input * .pi / 2))
        }
        for input in [0, 0.25, 0.5, 0.8, 1] as [Double] {
            #expect(readme.evaluate(input) == Easing.easeOutSine.evaluate(input))
        }
        #expect(readme.evaluate(0) == 0)
        #expect(readme.evaluate(1) == 1)
    }

    @Test("EaseOutSineFunction eases an action's progress through PVParameters")
    func inParameters() throws {
        let parameters = try PVParameters(startOffset: 0.25, stopOffset: 0.75, timingFunction: EaseOutSineFunction())
        // Page progress 0.5 is halfway between the offsets: sin(π/4).
        #expect(parameters.actionProgress(forPageProgress: 0.5) == sin(0.5 * .pi / 2))
        #expect(parameters.actionProgress(forPageProgress: 0.25) == 0)
        #expect(parameters.actionProgress(forPageProgress: 0.9) == 1)
    }
}
