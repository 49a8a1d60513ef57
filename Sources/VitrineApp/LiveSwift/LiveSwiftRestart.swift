import Foundation

/// A version's process started again on a thread of its own after the last one ended: the
/// frame loop takes it once it has loaded its library and listed its types.
final class LiveSwiftRestart: @unchecked Sendable {
    /// A started process, handed from the starting thread to the frame loop, which alone uses
    /// it from then on.
    struct Started: @unchecked Sendable {
        let process: LiveSwiftProcess
    }

    private let condition = NSCondition()
    private var outcome: Result<Started, LiveSwiftProblem>?

    /// Starts `executable --serve-swift library` on another thread and has it list its types.
    init(executable: String, library: String) {
        Thread.detachNewThread { [self] in
            let outcome: Result<Started, LiveSwiftProblem>
            do throws(LiveSwiftProblem) {
                let process = try LiveSwiftProcess(executable: executable, library: library)
                switch process.send(.catalogue, timeout: LiveSwiftGeneration.loadTimeout) {
                case .success(.catalogue): outcome = .success(Started(process: process))
                case .success: outcome = .failure(LiveSwiftProblem("it did not list its types"))
                case .failure(let problem): outcome = .failure(problem)
                }
            } catch {
                outcome = .failure(error)
            }
            condition.lock()
            self.outcome = outcome
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The outcome once the start is over; `nil` while it goes on.
    func take() -> Result<Started, LiveSwiftProblem>? {
        condition.lock()
        defer { condition.unlock() }
        return outcome
    }

    /// The outcome, waiting for the start to be over.
    func wait() -> Result<Started, LiveSwiftProblem> {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return outcome ?? .failure(LiveSwiftProblem("it did not start"))
    }
}
