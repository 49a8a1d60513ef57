/// Why live Swift could not do something, in a sentence for the window and standard error.
struct LiveSwiftProblem: Error, CustomStringConvertible, Sendable {
    /// The sentence.
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }

    var description: String { reason }
}
