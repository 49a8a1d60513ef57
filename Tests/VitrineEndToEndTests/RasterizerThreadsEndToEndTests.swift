import Foundation
import Testing

/// The threads llvmpipe draws a headless run with, counted in the running process.
@Suite("llvmpipe's threads in the real binary")
struct RasterizerThreadsEndToEndTests {
    /// The cores SDL counts (`sysconf`'s online processors), as the binary does.
    static let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))

    // One more than the cores; on a single core, llvmpipe's own choice of none.
    @Test func oneMoreThanCores() throws {
        #expect(try Self.llvmpipeThreads(environment: [:]) == (Self.cores >= 2 ? Self.cores + 1 : 0))
    }

    // A count in the environment is the user's.
    @Test func aCountInTheEnvironmentIsKept() throws {
        #expect(try Self.llvmpipeThreads(environment: ["LP_NUM_THREADS": "1"]) == 1)
    }

    /// Runs 300 headless frames and returns the most threads named `llvmpipe-N` the process had
    /// while it ran (llvmpipe starts them all with its screen, before the first frame).
    static func llvmpipeThreads(environment: [String: String]) throws -> Int {
        let (process, _, _) = try CommandRunner.start(
            CommandRunner.vitrine, ["--headless", "--frames", "300", "--preset", "circle"], environment: environment)
        let tasks = "/proc/\(process.processIdentifier)/task"
        var most = 0
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline {
            let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
            let names = threads.compactMap { try? String(contentsOfFile: "\(tasks)/\($0)/comm", encoding: .utf8) }
            most = max(most, names.filter { $0.hasPrefix("llvmpipe-") }.count)
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(CommandRunner.wait(for: process, timeout: 1) == 0)
        return most
    }
}
