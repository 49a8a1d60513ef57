import Foundation
import Synchronization

/// Reads and checks the presets file on a thread of its own, so that the frame loop never
/// waits for the disk or the parser: the loop starts a load when the file changed and picks
/// up the result in a later frame.
final class PresetsFileLoader: Sendable {
    /// What a load gives: the presets, or what is wrong with the file.
    typealias Outcome = Result<[UserPreset], PresetsFileError>

    /// An outcome handed from the loading thread to the loop. The presets are made on the
    /// loading thread and never touched there again, so handing them over is safe.
    private struct Delivery: @unchecked Sendable {
        var outcome: Outcome
    }

    /// The file loaded.
    let path: String
    /// Whether a load is running, and its outcome once it is done (until taken).
    private let state = Mutex<(isLoading: Bool, delivery: Delivery?)>((false, nil))

    /// A loader for the file at `path`.
    init(path: String) {
        self.path = path
    }

    /// Whether a load is running or its outcome waits to be taken.
    var isBusy: Bool {
        state.withLock { $0.isLoading || $0.delivery != nil }
    }

    /// Starts reading the file on another thread, unless a load is already running.
    func start() {
        let started = state.withLock { state -> Bool in
            guard !state.isLoading else { return false }
            state.isLoading = true
            return true
        }
        guard started else { return }
        let path = path
        Thread.detachNewThread { [self] in
            let outcome: Outcome
            do throws(PresetsFileError) {
                outcome = .success(try PresetsFile.load(path: path))
            } catch {
                outcome = .failure(error)
            }
            self.state.withLock { $0 = (false, Delivery(outcome: outcome)) }
        }
    }

    /// The outcome of the last load, once, when it is done.
    func takeOutcome() -> Outcome? {
        state.withLock { state in
            defer { state.delivery = nil }
            return state.delivery?.outcome
        }
    }
}
