import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineLive
import VitrineParallax

@testable import VitrineApp

/// What the window's session says of a call, and which answers it takes as meant.
@Suite("Live Swift session: the calls named, the answers checked")
struct LiveSwiftSessionTests {
    @Test("Each call is named as the person wrote the requirement, with its input")
    func callsAreNamed() {
        let target = PVTarget(node: Node(), containerSize: .zero).liveNumbers
        let attributes = PluginableFlowLayoutAttributesFixture.numbers(index: 3)
        #expect(LiveSwiftSession.describe(.evaluate, inputs: [0.4]) == "evaluate(0.4)")
        #expect(LiveSwiftSession.describe(.update, inputs: [0.5] + target) == "update(0.5, target:)")
        #expect(LiveSwiftSession.describe(.prepareAttributes, inputs: attributes) == "prepareAttributes(item 3)")
        #expect(LiveSwiftSession.describe(.normalizedPath, inputs: [0.37]) == "normalizedPath(withCoordinate: 0.37)")
    }

    @Test("A timing function's NaN, infinity or 10⁷ fails; a number in range passes")
    func timingOutputsAreChecked() {
        let call = LiveCall(entry: 0, numbers: [], method: .evaluate, inputs: [0.4])
        #expect(Self.reason(LiveSwiftSession.checked([.nan], for: call)) == "it returned nan")
        #expect(Self.reason(LiveSwiftSession.checked([-.infinity], for: call)) == "it returned -inf")
        #expect(Self.reason(LiveSwiftSession.checked([1e7], for: call)) == "it returned 10000000.0, beyond ±1000000")
        #expect(Self.reason(LiveSwiftSession.checked([1.3, 2], for: call)) == "it gave 2 numbers for 1")
        #expect(Self.reason(LiveSwiftSession.checked([1.3], for: call)) == nil)
    }

    @Test("A target or attributes may be far out, but not moved a million points")
    func returnedNumbersAreCheckedAgainstTheirInputs() {
        let far = PluginableFlowLayoutAttributesFixture.numbers(index: 1_000_000, x: 3e8)
        let call = LiveCall(entry: 0, numbers: [], method: .prepareAttributes, inputs: far)
        var moved = Array(far.prefix(30))
        moved[1] += 500
        #expect(Self.reason(LiveSwiftSession.checked(moved, for: call)) == nil)
        moved[1] += 2e6
        #expect(Self.reason(LiveSwiftSession.checked(moved, for: call))?.hasSuffix("more than 1000000 away") == true)
        let target = PVTarget(node: Node(), containerSize: .zero).liveNumbers
        let update = LiveCall(entry: 0, numbers: [], method: .update, inputs: [0.5] + target + [0.9] + target)
        var outputs = target + target
        #expect(Self.reason(LiveSwiftSession.checked(outputs, for: update)) == nil)
        outputs[61 + 36] = .nan
        #expect(Self.reason(LiveSwiftSession.checked(outputs, for: update)) == "it returned nan")
    }

    static func reason(_ result: Result<[Double], LiveSwiftProblem>) -> String? {
        if case .failure(let problem) = result { return problem.reason }
        return nil
    }
}
