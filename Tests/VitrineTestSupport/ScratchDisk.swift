import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small file system of its own (tmpfs), for tests of what a full disk or a read-only one
/// does to a program: made only where the system lets this process mount one (the superuser on
/// Linux with CAP_SYS_ADMIN, as in the project's container); `nil` elsewhere, and the tests
/// that need it then say so and stop.
public final class ScratchDisk {
    /// The folder the file system is mounted on.
    public let path: String

    /// Mounts a file system of `size` bytes (whole pages) on a new folder, or `nil`.
    public init?(size: Int) {
        #if os(Linux)
            path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-disk-\(UUID().uuidString)").path
            guard (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil else {
                return nil
            }
            guard mount("tmpfs", path, "tmpfs", 0, "size=\(size),mode=755") == 0 else {
                try? FileManager.default.removeItem(atPath: path)
                return nil
            }
        #else
            return nil
        #endif
    }

    deinit {
        #if os(Linux)
            umount2(path, Int32(MNT_DETACH))
        #endif
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` on the disk.
    public func file(_ name: String) -> String { "\(path)/\(name)" }

    /// The names on the disk, sorted.
    public func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    /// Fills the disk: a file called `name` grows until no byte more fits.
    public func fill(as name: String = "filler") {
        let descriptor = open(file(name), O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let chunk = [UInt8](repeating: 0x2E, count: 512)
        while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        var byte: UInt8 = 0x2E
        while write(descriptor, &byte, 1) > 0 {}
    }

    /// Makes the file system read-only, even for the superuser; returns whether it is.
    public func makeReadOnly() -> Bool {
        #if os(Linux)
            mount("tmpfs", path, "tmpfs", UInt(MS_REMOUNT | MS_RDONLY), nil) == 0
        #else
            false
        #endif
    }
}
