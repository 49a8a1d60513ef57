import Foundation

/// Runs programs for end-to-end tests: the real `vitrine` binary, `xdotool`, ImageMagick.
enum CommandRunner {
    struct Result {
        /// The exit status, or the signal's number when ``endedBySignal``; -1 when the program
        /// did not end in time and was killed.
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Whether a signal ended the program (a crash or a trap), rather than its own exit.
        var endedBySignal = false

        /// The lines of standard error.
        var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }
    }

    /// The `vitrine` executable built next to the test bundle (`swift build` puts both in
    /// `.build/<configuration>/`), or the one `VITRINE_BINARY` names (`make soak` runs a release
    /// build).
    static var vitrine: String {
        if let binary = ProcessInfo.processInfo.environment["VITRINE_BINARY"], !binary.isEmpty { return binary }
        let products = Bundle.main.bundleURL
        let candidates = [
            products.appendingPathComponent("vitrine"),
            products.deletingLastPathComponent().appendingPathComponent("vitrine"),
        ]
        return (candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]).path
    }

    /// Starts `executable` with `arguments` (in `directory`, when given); output goes to files so
    /// that a chatty program never blocks on a full pipe.
    static func start(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        directory: String? = nil
    ) throws -> (Process, output: URL, error: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("stdout"), errors = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        return (process, output, errors)
    }

    /// Waits up to `timeout` seconds for `process` to end; kills it and returns `nil` otherwise.
    static func wait(for process: Process, timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        guard !process.isRunning else {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        return process.terminationStatus
    }

    /// Runs a program to the end (at most `timeout` seconds) and collects its output.
    static func run(
        _ executable: String, _ arguments: [String], timeout: Double = 60,
        environment: [String: String] = [:], directory: String? = nil
    ) throws -> Result {
        let (process, output, error) = try start(executable, arguments, environment: environment, directory: directory)
        let status = wait(for: process, timeout: timeout)
        return Result(
            status: status ?? -1,
            standardOutput: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOf: error, encoding: .utf8)) ?? "",
            endedBySignal: status != nil && process.terminationReason == .uncaughtSignal)
    }

    /// Runs `vitrine` with `arguments` (in `directory`, when given).
    static func vitrine(
        _ arguments: [String], timeout: Double = 60, environment: [String: String] = [:],
        directory: String? = nil
    ) throws -> Result {
        try run(vitrine, arguments, timeout: timeout, environment: environment, directory: directory)
    }

    /// A fresh empty folder.
    static func temporaryFolder(_ name: String) throws -> String {
        let path = temporaryPath(name)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A fresh temporary file path with the given extension.
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-\(UUID().uuidString)-\(name)").path
    }
}
