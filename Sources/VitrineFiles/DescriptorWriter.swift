import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How ``FileUpdate`` puts bytes into an open file: with the system's `write`, or, to test
/// what a full disk does to a program, into a disk that fills up.
///
/// ```swift
/// let disk = DescriptorWriter.fillingUp(after: 100)   // 100 bytes, then "No space left on device"
/// try FileUpdate.write(bytes, over: snapshot, writer: disk)
/// ```
public struct DescriptorWriter: Sendable {
    /// Writes every byte to the descriptor, or throws naming the path.
    let write: @Sendable (_ bytes: [UInt8], _ descriptor: Int32, _ path: String) throws(FileError) -> Void

    /// The system's `write`, every byte or the first failure.
    public static let system = DescriptorWriter { bytes, descriptor, path throws(FileError) in
        try FileWriter.writeAll(bytes, to: descriptor, path: path)
    }

    /// A disk with room for `capacity` more bytes, shared by every write through it: each write
    /// puts in what fits, for real, then fails as a full disk does ("No space left on device").
    public static func fillingUp(after capacity: Int) -> DescriptorWriter {
        let room = Room(capacity)
        return DescriptorWriter { bytes, descriptor, path throws(FileError) in
            let fitting = room.take(bytes.count)
            try FileWriter.writeAll(Array(bytes.prefix(fitting)), to: descriptor, path: path)
            guard fitting == bytes.count else { throw FileError(path: path, reason: SystemError.reason(ENOSPC)) }
        }
    }

    /// The bytes left on a disk that fills up.
    private final class Room: Sendable {
        /// How many bytes still fit.
        private let left: Mutex<Int>

        /// A disk with `capacity` bytes free.
        init(_ capacity: Int) {
            left = Mutex(max(capacity, 0))
        }

        /// Takes room for up to `count` bytes; returns how many fit.
        func take(_ count: Int) -> Int {
            left.withLock { left in
                let fitting = min(count, left)
                left -= fitting
                return fitting
            }
        }
    }
}
