import Foundation

/// How fast each core builds the benchmark grid's draw list alone, with the benchmark pinned to
/// it (`taskset`): a shared VM's cores can run at different paces from minute to minute (on the
/// project's 2-core VM one core was once 1.6 times slower than the other, the same binary), and
/// the report's figures are read against it.
enum CorePace {
    /// "core 0 0.118 µs, core 1 0.192 µs" (a flat item each), or why it could not be measured.
    static func measure(benchmark: String) -> String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var paces: [String] = []
        for core in 0..<cores {
            guard let pace = pace(on: core, benchmark: benchmark) else {
                return "not measured (`taskset -c \(core)` did not run the benchmark)"
            }
            paces.append("core \(core) \(pace)")
        }
        return paces.joined(separator: ", ")
    }

    /// The median per flat item from `vitrine-bench --draw-list flat` pinned to `core`.
    static func pace(on core: Int, benchmark: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
        process.arguments = ["-c", "\(core)", benchmark, "--draw-list", "flat"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        // The row "| flat | 0.118 µs | 0.226 µs |": its second cell.
        let row = printed.split(separator: "\n").first { $0.hasPrefix("| flat |") }
        let cells = row?.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        return cells.flatMap { $0.count > 1 ? $0[1] : nil }
    }
}
