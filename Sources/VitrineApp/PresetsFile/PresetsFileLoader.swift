import Foundation
import Synchronization
import VitrineLive
import VitrinePlayground

/// Reads and checks the presets file on a thread of its own, so that the frame loop never
/// waits for the disk or the parser: the loop asks for a load when the file changed and picks
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
    /// Whether a load is running, whether the file changed since it began reading, and the
    /// outcome of the last load until it is taken.
    private let state = Mutex<(isLoading: Bool, isStale: Bool, delivery: Delivery?)>((false, false, nil))

    /// What runs the person's own types the file names.
    let liveCode: any LiveCode

    /// A loader for the file at `path`, whose own types of the person's `liveCode` runs.
    init(path: String, liveCode: any LiveCode = UnloadedLiveCode()) {
        self.path = path
        self.liveCode = liveCode
    }

    /// Whether a load is running or its outcome waits to be taken.
    var isBusy: Bool {
        state.withLock { $0.isLoading || $0.delivery != nil }
    }

    /// Reads the file on another thread. Called while a load runs, it makes that load read
    /// the file once more when it ends, so the outcome is always of the newest file.
    func load() {
        let starts = state.withLock { state -> Bool in
            if state.isLoading {
                state.isStale = true
                return false
            }
            state.isLoading = true
            return true
        }
        guard starts else { return }
        let path = path, liveCode = liveCode
        Thread.detachNewThread { [self] in
            var isDone = false
            while !isDone {
                let outcome: Outcome
                do throws(PresetsFileError) {
                    outcome = .success(try PresetsFile.load(path: path, liveCode: liveCode))
                } catch {
                    outcome = .failure(error)
                }
                isDone = self.state.withLock { state in
                    guard !state.isStale else {
                        state.isStale = false
                        return false
                    }
                    state = (false, false, Delivery(outcome: outcome))
                    return true
                }
            }
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
