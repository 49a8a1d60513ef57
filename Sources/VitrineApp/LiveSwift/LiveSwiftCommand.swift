import Foundation

/// Runs a command to its end and collects what it writes.
enum LiveSwiftCommand {
    /// Runs `executable` with `arguments`, standard output and error together, stopping it
    /// after `timeout` seconds; its exit status and output.
    ///
    /// - Throws: ``LiveSwiftProblem`` when it cannot start or runs past `timeout`.
    static func run(_ executable: String, arguments: [String], timeout: Double) throws(LiveSwiftProblem) -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw LiveSwiftProblem("cannot run \(executable): \(error.localizedDescription)")
        }
        let collected = OutputCollector()
        let reading = Thread {
            collected.set(output.fileHandleForReading.readDataToEndOfFile())
        }
        reading.start()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                throw LiveSwiftProblem(
                    "\(URL(fileURLWithPath: executable).lastPathComponent) ran past \(Int(timeout)) s and was stopped")
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        let data = collected.wait()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The output, handed from the reading thread.
    private final class OutputCollector: @unchecked Sendable {
        private let condition = NSCondition()
        private var data: Data?

        func set(_ data: Data) {
            condition.lock()
            self.data = data
            condition.signal()
            condition.unlock()
        }

        func wait() -> Data {
            condition.lock()
            defer { condition.unlock() }
            while data == nil { condition.wait() }
            return data ?? Data()
        }
    }
}
