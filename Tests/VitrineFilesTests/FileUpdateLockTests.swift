import Foundation
import Synchronization
import Testing
import VitrineFiles

/// Updates of one file take turns: a second lock waits for the first to be released.
@Suite("Locking a file's folder while it is updated")
struct FileUpdateLockTests {
    /// How long a lock on `second` took to take, on a thread of its own, while a lock on `first`
    /// was held for `holding` seconds on this one; `nil` when it failed.
    static func wait(for second: String, whileHolding first: String, for holding: Double) throws -> Double? {
        let lock = try FileUpdateLock(for: first)
        let start = Date()
        let waited = Mutex<Double?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            if let other = try? FileUpdateLock(for: second) {
                waited.withLock { $0 = Date().timeIntervalSince(start) }
                other.release()
            }
            done.signal()
        }
        thread.start()
        Thread.sleep(forTimeInterval: holding)
        lock.release()
        _ = done.wait(timeout: .now() + 10)
        return waited.withLock { $0 }
    }

    @Test func aSecondLockWaitsForTheFirst() throws {
        let folder = try FileTestFolder()
        let waited = try Self.wait(for: folder.file("p.json"), whileHolding: folder.file("p.json"), for: 0.2)
        #expect(
            (waited ?? 0) >= 0.19, "the second lock was taken after \(String(describing: waited)) s, while the first was held")
        #expect(try folder.contents() == [], "the lock leaves no file")
    }

    @Test func aLinkIsLockedWhereItLeads() throws {
        let folder = try FileTestFolder()
        try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: folder.file("real/p.json"), contents: Data("{}".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.json"), withDestinationPath: "real/p.json")
        let waited = try Self.wait(for: folder.file("link.json"), whileHolding: folder.file("real/p.json"), for: 0.2)
        #expect((waited ?? 0) >= 0.19)
    }

    @Test func locksOfOtherFoldersDoNotWait() throws {
        let one = try FileTestFolder(), other = try FileTestFolder()
        let first = try FileUpdateLock(for: one.file("p.json"))
        defer { first.release() }
        let start = Date()
        let second = try FileUpdateLock(for: other.file("p.json"))
        second.release()
        #expect(Date().timeIntervalSince(start) < 0.1)
    }
}
