import Testing
import VitrineLive

@testable import VitrineApp

@Suite("What live Swift takes from a person's code, and what it draws before any")
struct LiveSwiftSessionFallbackTests {
    static func call(_ method: LiveMethod, inputs: [Double]) -> LiveCall {
        LiveCall(entry: 0, numbers: [], method: method, inputs: inputs)
    }

    @Test("Finite outputs within ±10⁶, as many as the inputs ask, are taken")
    func takesGoodOutputs() throws {
        let call = Self.call(.normalizedPath, inputs: [0.1, 0.2])
        #expect(try LiveSwiftSession.checked([0.5, -1e6], for: call).get() == [0.5, -1e6])
        let transform = Self.call(.transform, inputs: [0.3])
        #expect(try LiveSwiftSession.checked(Array(repeating: 0, count: 16), for: transform).get().count == 16)
    }

    @Test("NaN, infinity, a value beyond ±10⁶ or the wrong count is refused, naming the first bad value")
    func refusesBadOutputs() {
        let call = Self.call(.normalizedPath, inputs: [0.1, 0.2])
        #expect(LiveSwiftSession.checked([0.5, .nan], for: call).failureReason == "it returned nan")
        #expect(LiveSwiftSession.checked([-.infinity, 1], for: call).failureReason == "it returned -inf")
        #expect(LiveSwiftSession.checked([2e6, 1], for: call).failureReason == "it returned 2000000.0, beyond ±1000000")
        #expect(LiveSwiftSession.checked([1], for: call).failureReason == "it gave 1 numbers for 2")
        #expect(
            LiveSwiftSession.checked(Array(repeating: 0, count: 15), for: Self.call(.transform, inputs: [0]))
                .failureReason == "it gave 15 numbers for 16")
    }

    @Test("Before any version is loaded the session answers nothing, and neutral values are drawn")
    func answersNothingBeforeLoading() {
        let session = LiveSwiftSession()
        #expect(session.call(.normalizedPath, of: "SpiralPath", numbers: [:], inputs: [0]) == nil)
        #expect(session.numberNames(of: "SpiralPath") == nil)
        #expect(LivePath(name: "SpiralPath", code: session).normalizedPath(withCoordinate: 0.5) == 0)
        #expect(LiveTransform(name: "Flip", code: session).transform(withScrollingRate: 0.5) == .identity)
        #expect(session.takeFailures().isEmpty)
    }
}

extension Result where Failure == LiveSwiftProblem {
    /// The reason of a failure, `nil` for a success.
    var failureReason: String? {
        if case .failure(let problem) = self { return problem.reason }
        return nil
    }
}
