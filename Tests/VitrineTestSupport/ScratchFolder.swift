import Foundation

/// A new empty folder for one test, removed (with what is in it) when the test's value goes away.
public final class ScratchFolder {
    /// The folder's path.
    public let path: String

    /// Makes the folder under the system's temporary folder.
    public init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the folder.
    public func file(_ name: String) -> String { "\(path)/\(name)" }

    /// The names inside the folder, sorted (hidden ones too: a stray temporary file shows).
    public func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    /// Writes `text` to the file `name` directly (no temporary file), with `permissions`.
    @discardableResult
    public func write(_ text: String, to name: String, permissions: Int = 0o644) -> String {
        let path = file(name)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: permissions])
        return path
    }

    /// The bytes of the file `name`, or `nil` when it cannot be read.
    public func bytes(of name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: file(name)).map { [UInt8]($0) }
    }

    /// The permission bits of the file `name`, or `nil`.
    public func permissions(of name: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: file(name)))?[.posixPermissions] as? Int
    }
}
