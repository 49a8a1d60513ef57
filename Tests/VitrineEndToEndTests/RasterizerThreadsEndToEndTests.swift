import Foundation
import Testing
import VitrineSDL

/// The threads llvmpipe draws a headless run with, counted in the running process.
@Suite("llvmpipe's threads in the real binary")
struct RasterizerThreadsEndToEndTests {
    /// The cores this process may run on, counted as the binary counts them.
    static let cores = ProcessorCores.usable

    // One more than the cores; on a single core, llvmpipe's own choice of none.
    @Test func oneMoreThanCores() throws {
        #expect(try Self.llvmpipeThreads(environment: [:]) == (Self.cores >= 2 ? Self.cores + 1 : 0))
    }

    // Held to one core by its affinity, the run asks for nothing (llvmpipe chooses), where on
    // all the cores it gets one thread more than them.
    @Test func theCoresCountedAreThoseItMayRunOn() throws {
        guard Self.cores >= 2 else { return }
        let held = try Self.llvmpipeThreads(environment: [:], prefix: ["/usr/bin/taskset", "-c", "0"])
        #expect(held != Self.cores + 1)
    }

    // A count in the environment is the user's.
    @Test func aCountInTheEnvironmentIsKept() throws {
        #expect(try Self.llvmpipeThreads(environment: ["LP_NUM_THREADS": "1"]) == 1)
    }

    /// Runs 300 headless frames (through `prefix`, a command such as `taskset`, when given) and
    /// returns the most threads named `llvmpipe-N` the process had while it ran.
    static func llvmpipeThreads(environment: [String: String], prefix: [String] = []) throws -> Int {
        let command = prefix + [CommandRunner.vitrine, "--headless", "--frames", "300", "--preset", "circle"]
        let (process, _, _) = try CommandRunner.start(command[0], Array(command.dropFirst()), environment: environment)
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
