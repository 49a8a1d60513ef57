import Foundation

/// One finished compile at a time, passed from the compiling thread to the frame loop.
final class LiveSwiftMailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var built: LiveSwiftBuild?

    /// Leaves `built` for the frame loop.
    func put(_ built: LiveSwiftBuild) {
        lock.lock()
        self.built = built
        lock.unlock()
    }

    /// The compile left, if any, taken out.
    func take() -> LiveSwiftBuild? {
        lock.lock()
        defer {
            built = nil
            lock.unlock()
        }
        return built
    }
}
