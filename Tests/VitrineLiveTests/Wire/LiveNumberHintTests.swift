import Testing

@testable import VitrineLive

@Suite("The panel's range and step for a person's number")
struct LiveNumberHintTests {
    @Test("From the default: 0 to twice it, −1…1 around 0, a 40th as the step")
    func fromDefault() {
        let hint = LiveNumberHint()
        #expect(hint.panelRange(around: 0.6) == 0...1.2)
        #expect(hint.panelRange(around: -2) == -4...0)
        #expect(hint.panelRange(around: 0) == -1...1)
        #expect(hint.panelRange(around: .nan) == -1...1)
        #expect(hint.panelStep(in: 0...2) == 0.05)
        #expect(hint.panelStep(in: 0...3) == 0.05)
        #expect(hint.panelStep(in: 0...1.5) == 0.02)
        #expect(hint.panelStep(in: 0...400) == 10)
        #expect(hint.panelStep(in: 0...0.1) == 0.01)
    }

    @Test("A comment's range wins; whole numbers step by 1 from at least 0…10; switches are 0…1")
    func hints() {
        #expect(LiveNumberHint(range: -3...3).panelRange(around: 0.5) == -3...3)
        #expect(LiveNumberHint(isWhole: true).panelRange(around: 4) == 0...10)
        #expect(LiveNumberHint(isWhole: true).panelRange(around: 24) == 0...48)
        #expect(LiveNumberHint(isWhole: true).panelStep(in: 0...48) == 1)
        #expect(LiveNumberHint(isSwitch: true).panelRange(around: 1) == 0...1)
    }
}
