import VitrineLive

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Whole messages over a pipe: a 4-byte little-endian length, then that many bytes.
enum LiveSwiftPipe {
    /// The longest message either side accepts: 64 MiB.
    static let largestMessage = 64 << 20

    /// Why a message could not be read.
    enum Failure: Error, Equatable {
        /// Nothing came before the deadline.
        case timedOut
        /// The pipe closed in the middle of a message.
        case closed
        /// The length announced is over ``largestMessage``.
        case tooLong(Int)
        /// Reading failed with this `errno`.
        case failed(Int32)
    }

    /// The next message from `descriptor`, waiting until `deadline` (seconds on the monotonic
    /// clock; `nil` waits as long as it takes); `nil` when the pipe closes between messages.
    static func readMessage(from descriptor: Int32, deadline: Double?) -> Result<[UInt8], Failure>? {
        readMessage(from: descriptor, deadline: { deadline })
    }

    /// The next message from `descriptor`, waiting until `deadline()`, which is asked again
    /// each time the wait ends (so that the caller may extend it); `nil` when the pipe closes
    /// between messages.
    static func readMessage(from descriptor: Int32, deadline: () -> Double?) -> Result<[UInt8], Failure>? {
        var header = [UInt8](repeating: 0, count: 4)
        var filled = 0
        switch read(into: &header, filled: &filled, from: descriptor, deadline: deadline) {
        case .failure(.closed) where filled == 0: return nil
        case .failure(let failure): return .failure(failure)
        case .success: break
        }
        var reader = LiveMessageReader(header)
        let length = Int((try? reader.readUInt32()) ?? 0)
        guard length <= largestMessage else { return .failure(.tooLong(length)) }
        var body = [UInt8](repeating: 0, count: length)
        filled = 0
        if case .failure(let failure) = read(into: &body, filled: &filled, from: descriptor, deadline: deadline) {
            return .failure(failure)
        }
        return .success(body)
    }

    /// Fills `buffer` from `descriptor`, waiting until `deadline`; `filled` counts the bytes
    /// that came.
    private static func read(
        into buffer: inout [UInt8], filled: inout Int, from descriptor: Int32,
        deadline: () -> Double?
    ) -> Result<Void, Failure> {
        while filled < buffer.count {
            if let deadline = deadline() {
                let left = deadline - monotonicSeconds()
                guard left > 0 else { return .failure(.timedOut) }
                var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&watched, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
                if ready < 0 {
                    if errno == EINTR { continue }
                    return .failure(.failed(errno))
                }
                if ready == 0 { continue }
            }
            let count = buffer.withUnsafeMutableBytes { bytes in
                Glibc.read(descriptor, bytes.baseAddress! + filled, bytes.count - filled)
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(.failed(errno))
            }
            if count == 0 { return .failure(.closed) }
            filled += count
        }
        return .success(())
    }

    /// Writes all of `bytes` to `descriptor`; whether it could.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += count
        }
        return true
    }

    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
