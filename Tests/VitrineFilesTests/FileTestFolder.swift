import Foundation

/// A new empty folder for one test, removed when the test's value goes away.
final class FileTestFolder {
    /// The folder's path.
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the folder.
    func file(_ name: String) -> String { "\(path)/\(name)" }

    /// The names inside the folder, sorted.
    func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    /// Makes a named pipe called `name`.
    func makePipe(_ name: String) -> String {
        let pipe = file(name)
        mkfifo(pipe, 0o600)
        return pipe
    }
}
