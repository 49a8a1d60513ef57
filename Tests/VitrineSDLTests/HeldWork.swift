import CSDL2
import Foundation

/// Work that waits while a frame is drawn (a decoding, a scaling), run on a thread of its own
/// with its flag set from the start, then let go.
enum HeldWork {
    /// Runs `work` on a thread, handing it a flag that is set for `seconds` and then cleared.
    /// Returns whether the work finished while held (it should not have) and the bytes it gave
    /// once let go, or `nil` when it had not finished 10 seconds later.
    static func run(
        heldFor seconds: Double = 0.5, _ work: @escaping @Sendable (UnsafePointer<Int32>?) -> [UInt8]
    ) -> (finishedWhileHeld: Bool, result: [UInt8]?) {
        let pause = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        pause.initialize(to: 0)
        let result = LockedBytes()
        vitrine_set_flag(pause, 1)
        // The flag's address crosses to the thread as a number: a pointer is not Sendable.
        let address = UInt(bitPattern: pause)
        Thread { result.set(work(UnsafePointer<Int32>(bitPattern: address))) }.start()
        Thread.sleep(forTimeInterval: seconds)
        let finishedWhileHeld = result.value != nil
        vitrine_set_flag(pause, 0)
        var waited = 0.0
        while result.value == nil, waited < 10 {
            Thread.sleep(forTimeInterval: 0.01)
            waited += 0.01
        }
        // A thread still at work keeps the flag: it is left allocated.
        if result.value != nil { pause.deallocate() }
        return (finishedWhileHeld, result.value)
    }
}

/// Bytes handed from a working thread to the test's.
private final class LockedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8]?

    /// The bytes, once set.
    var value: [UInt8]? { lock.withLock { bytes } }

    /// Sets the bytes.
    func set(_ newValue: [UInt8]) { lock.withLock { bytes = newValue } }
}
