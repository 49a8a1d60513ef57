import VitrineLive

/// A test double of ``LiveCode`` that answers every call with `outputs` (`nil`: as the window's
/// code does when no version of the type can answer), to see what a proxy makes of an answer.
final class FixedLiveCode: LiveCode, @unchecked Sendable {
    private let outputs: [Double]?

    /// Answers every call with `outputs`.
    init(_ outputs: [Double]?) {
        self.outputs = outputs
    }

    func call(_ method: LiveMethod, of name: String, numbers: [String: Double], inputs: [Double]) -> [Double]? {
        outputs
    }

    func defaultNumber(_ number: String, of name: String) -> Double? { nil }

    func numberNames(of name: String) -> [String]? { nil }

    func placesItems(of name: String) -> Bool? { nil }
}
