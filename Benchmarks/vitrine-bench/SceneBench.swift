import Foundation

/// Every preset of the real `vitrine` binary, headless at 1280 × 720, under the same scripted
/// input (flings both ways, wheel notches, a touchpad swipe, arrow keys), each frame timed in
/// phases with `--profile` (the GPU synced at the end of each); then the panel's text, the
/// start, and the most memory any run held.
enum SceneBench {
    /// Frames of each run; the first ``warmUpFrames`` are left out of the figures.
    static let frames = 600
    static let warmUpFrames = 30

    /// The input every preset gets: ten seconds of it, its drags and wheel in the window's left
    /// two thirds, so that with the panel open (on the right) the scene gets the same input.
    static let motion = """
        0 wheel 0 -1
        300 down 700 420
        316 move 600 420
        332 move 500 420
        348 move 400 420
        350 up 400 420
        1500 down 640 560
        1516 move 640 480
        1532 move 640 400
        1548 move 640 320
        1550 up 640 320
        3000 key Right
        3600 key Down
        4200 wheel 0 2
        5000 pwheel 0.6 0.4
        5012 pwheel 0.6 0.4
        5024 pwheel 0.6 0.4
        5036 pwheel 0.6 0.4
        5048 pwheel 0.6 0.4
        6000 key Left
        6600 key Up
        7200 wheel 0 -3
        8400 down 300 300
        8416 move 420 380
        8432 move 540 460
        8434 up 540 460
        """

    /// The figures of one run: per-frame milliseconds by phase, after the warm-up.
    struct Run {
        var input = FrameTimes(), layout = FrameTimes(), tessellation = FrameTimes(), submit = FrameTimes()
        var cpu = FrameTimes(), sync = FrameTimes()
        /// The whole frame: the CPU's part and the wait for the GPU.
        var whole = FrameTimes()
        /// The most resident memory the run's process held, in MiB.
        var peakResidentMiB = 0.0
        /// What the atlas rasterized after the warm-up, and how often it started afresh.
        var glyphs = 0, masks = 0, restarts = 0
    }

    /// What the summary needs.
    struct Results {
        var worstCPUp99 = 0.0, worstPreset = ""
        /// The slowest CPU part's p99 with the panel open or closed, and its preset.
        var worstCPUp99OpenOrClosed = 0.0, worstCPUp99OpenOrClosedPreset = ""
        /// What opening the panel adds to the CPU's part of a frame, and to the whole frame
        /// (the GPU's wait included), as fractions.
        var textShare = 0.0, textShareOfWholeFrame = 0.0
        var startMilliseconds = 0.0
        var peakResidentMiB = 0.0
        /// The slowest preset's whole frame (median, p99) with the panel closed or open, the
        /// most the panel adds, and the software renderer's peak memory.
        var worstWholeMedian = 0.0, worstWholeP99 = 0.0, worstPanelShare = 0.0, softwarePeakMiB = 0.0
        /// The preset with the slowest whole-frame p99, and the one the panel costs most.
        var worstWholeP99Preset = "", worstPanelPreset = ""
    }

    /// Resident memory of a running process, from `/proc/PID/smaps_rollup`, in MiB: all of it,
    /// the anonymous part (heaps: Mesa's and ours) and the file-backed rest (the libraries'
    /// code and data: libLLVM, the Mesa driver, SDL, Swift's runtime).
    struct Memory {
        var resident = 0.0, anonymous = 0.0
        var fileBacked: Double { resident - anonymous }

        /// Reads the figures of process `pid`, or `nil` once it is gone.
        init?(pid: Int32) {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8) else { return nil }
            func kibibytes(_ field: String) -> Double? {
                guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
                return line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
            }
            guard let resident = kibibytes("Rss"), let anonymous = kibibytes("Anonymous") else { return nil }
            self.resident = resident / 1024
            self.anonymous = anonymous / 1024
        }

        init() {}
    }

    /// Runs `vitrine` with `arguments` and `script`, and reads its profile.
    static func run(_ vitrine: String, _ arguments: [String], script: String) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scriptPath = folder.appendingPathComponent("script.txt").path
        let profilePath = folder.appendingPathComponent("profile.csv").path
        let end = frames * 1000 / 60
        try (script + "\n\(end) quit\n").write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let (status, peak) = launch(vitrine, ["--headless", "--script", scriptPath, "--profile", profilePath] + arguments)
        guard status == 0 else { throw BenchError("vitrine \(arguments) ended with status \(status)") }
        var run = Run()
        run.peakResidentMiB = peak.resident
        let rows = try String(contentsOfFile: profilePath, encoding: .utf8).split(separator: "\n").dropFirst()
        for row in rows.dropFirst(warmUpFrames) {
            // The phases and the atlas's counts; the offset and the focused item after them
            // may be empty.
            let values = row.split(separator: ",", omittingEmptySubsequences: false).dropFirst().prefix(8)
                .compactMap { Double($0) }
            guard values.count == 8 else { continue }
            run.input.record(values[0])
            run.layout.record(values[1])
            run.tessellation.record(values[2])
            run.submit.record(values[3])
            run.sync.record(values[4])
            run.cpu.record(values[0] + values[1] + values[2] + values[3])
            run.whole.record(values[0] + values[1] + values[2] + values[3] + values[4])
            run.glyphs += Int(values[5])
            run.masks += Int(values[6])
            run.restarts += Int(values[7])
        }
        return run
    }

    /// The sample with the most resident memory of any run so far, and the run's arguments.
    nonisolated(unsafe) static var peakMemory = (memory: Memory(), arguments: [String]())

    /// Starts a program and waits for it, sampling its memory every 10 ms; returns its status
    /// and the sample with the most resident memory.
    @discardableResult
    static func launch(_ executable: String, _ arguments: [String]) -> (status: Int32, peak: Memory) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (-1, Memory())
        }
        var peak = Memory()
        while process.isRunning {
            if let sample = Memory(pid: process.processIdentifier) {
                if sample.resident > peak.resident { peak = sample }
                if sample.resident > peakMemory.memory.resident { peakMemory = (sample, arguments) }
            }
            usleep(10_000)
        }
        process.waitUntilExit()
        return (process.terminationStatus, peak)
    }

    /// Prints the per-preset table and measures the rest; returns the figures for the summary.
    static func printTable(vitrine: String, presets: [String]) throws -> Results {
        var results = Results()
        print("")
        print(
            "| preset | input and physics | layout | tessellation | submit | frame CPU median | frame CPU p99 "
                + "| GPU sync median | atlas: glyphs, masks, restarts |")
        print("|:---|---:|---:|---:|---:|---:|---:|---:|---:|")
        var wholeFrames: [(preset: String, closed: Run, open: Run, software: Run)] = []
        for preset in presets {
            let run = try run(vitrine, ["--preset", preset], script: motion)
            let open = try self.run(vitrine, ["--preset", preset], script: "0 key Tab\n" + motion)
            let software = try self.run(vitrine, ["--preset", preset, "--software"], script: motion)
            wholeFrames.append((preset, run, open, software))
            print(
                "| `\(preset)` | \(ms(run.input.median)) | \(ms(run.layout.median)) | \(ms(run.tessellation.median)) | "
                    + "\(ms(run.submit.median)) | \(ms(run.cpu.median)) | \(ms(run.cpu.p99)) | \(ms(run.sync.median)) "
                    + "| \(run.glyphs), \(run.masks), \(run.restarts) |")
            if run.cpu.p99 > results.worstCPUp99 {
                results.worstCPUp99 = run.cpu.p99
                results.worstPreset = preset
            }
            if max(run.cpu.p99, open.cpu.p99) > results.worstCPUp99OpenOrClosed {
                results.worstCPUp99OpenOrClosed = max(run.cpu.p99, open.cpu.p99)
                results.worstCPUp99OpenOrClosedPreset = preset
            }
        }
        print("")
        print(
            "| preset | whole frame median | whole frame p99 | panel open: median | panel open: p99 | the panel adds "
                + "| software renderer: median | software p99 | peak memory, OpenGL | peak memory, software |")
        print("|:---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for (preset, closed, open, software) in wholeFrames {
            let share = open.whole.median / closed.whole.median - 1
            print(
                "| `\(preset)` | \(ms(closed.whole.median)) | \(ms(closed.whole.p99)) | \(ms(open.whole.median)) | "
                    + "\(ms(open.whole.p99)) | \(String(format: "%+.0f %%", share * 100)) | \(ms(software.whole.median)) | "
                    + "\(ms(software.whole.p99)) | \(String(format: "%.0f MiB", max(closed.peakResidentMiB, open.peakResidentMiB))) | "
                    + "\(String(format: "%.0f MiB", software.peakResidentMiB)) |")
            results.worstWholeMedian = max(results.worstWholeMedian, closed.whole.median, open.whole.median)
            if max(closed.whole.p99, open.whole.p99) > results.worstWholeP99 {
                results.worstWholeP99 = max(closed.whole.p99, open.whole.p99)
                results.worstWholeP99Preset = preset
            }
            if share > results.worstPanelShare {
                results.worstPanelShare = share
                results.worstPanelPreset = preset
            }
            results.softwarePeakMiB = max(results.softwarePeakMiB, software.peakResidentMiB)
        }
        // The panel's text: the same preset and input with the panel open from the first frame.
        var closed = FrameTimes(), open = FrameTimes(), closedWhole = FrameTimes(), openWhole = FrameTimes()
        for _ in 0..<3 {
            let without = try run(vitrine, ["--preset", "circle-rotate"], script: motion)
            let with = try run(vitrine, ["--preset", "circle-rotate"], script: "0 key Tab\n" + motion)
            closed.record(without.cpu.median)
            open.record(with.cpu.median)
            closedWhole.record(without.cpu.median + without.sync.median)
            openWhole.record(with.cpu.median + with.sync.median)
        }
        results.textShare = open.median / closed.median - 1
        results.textShareOfWholeFrame = openWhole.median / closedWhole.median - 1
        // From the start of the process to its end after one presented frame: an upper bound
        // for the time to the first frame.
        var starts = FrameTimes()
        for _ in 0..<10 {
            let start = Date()
            _ = launch(vitrine, ["--headless", "--frames", "1"])
            starts.record(Date().timeIntervalSince(start) * 1000)
        }
        results.startMilliseconds = starts.median
        let peak = peakMemory
        results.peakResidentMiB = peak.memory.resident
        print("")
        print(
            "Panel open (its text and boxes) on `circle-rotate`, medians of 3 runs: frame CPU \(ms(closed.median)) "
                + "closed, \(ms(open.median)) open (\(String(format: "%+.1f", results.textShare * 100)) %); "
                + "whole frame with the GPU's wait \(ms(closedWhole.median)) closed, \(ms(openWhole.median)) open "
                + "(\(String(format: "%+.1f", results.textShareOfWholeFrame * 100)) %).")
        print(
            "Process start to exit after one headless frame, median of 10: \(ms(starts.median)). "
                + "Peak resident memory of any run (sampled every 10 ms): "
                + String(
                    format: "%.1f MiB, of which %.1f MiB file-backed (the libraries' code: libLLVM, Mesa, Swift) "
                        + "and %.1f MiB anonymous (heaps: Mesa's and Vitrine's), ",
                    peak.memory.resident, peak.memory.fileBacked, peak.memory.anonymous)
                + "in `vitrine \(peak.arguments.filter { !$0.hasPrefix("/") }.joined(separator: " "))`.")
        return results
    }

    static func ms(_ value: Double) -> String {
        String(format: "%.2f ms", value)
    }
}

/// A benchmark that could not run, with why.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
