import Foundation

/// A window left alone, as a person leaves it open: how much of a core `vitrine` and its X
/// server (Xvfb) take while nothing moves, and how many frames it draws. Each case runs twice in
/// a window under `xvfb-run`, once quitting at ``shortRun`` and once ``restSeconds`` later; the
/// difference is the rest alone, without the start (the font, the GL driver, the first frames).
enum RestBench {
    /// One window left alone: a preset, and the keys pressed at the start.
    struct Case {
        var preset: String
        var keys: [String] = []
        var label: String { keys.isEmpty ? "`\(preset)`" : "`\(preset)`, " + keys.joined(separator: " and ") }
    }

    /// What a case measured over the rest.
    struct Results {
        /// The share of one core taken, 0...1 and more.
        var coreShare: Double
        /// The frames drawn.
        var frames: Int
    }

    static let cases = [
        Case(preset: "coverflow"), Case(preset: "coverflow", keys: ["Tab"]), Case(preset: "parallax"),
        Case(preset: "flow-start"), Case(preset: "demo"),
    ]
    /// When the short run quits, in seconds: after the start and the keys' animations.
    static let shortRun = 1.5
    /// How much longer the long run rests, in seconds.
    static let restSeconds = 5.0

    /// The CPU seconds `vitrine` (with `xvfb-run` and Xvfb) took and the frames it drew, quitting
    /// after `seconds`.
    static func run(_ item: Case, vitrine: String, seconds: Double) throws -> (cpu: Double, frames: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-rest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("script.txt").path, profile = folder.appendingPathComponent("profile.csv").path
        let lines = item.keys.map { "0 key \($0)" } + ["\(Int(seconds * 1000)) quit"]
        try (lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let before = childrenCPUSeconds()
        let status = SceneBench.launch(
            "/usr/bin/xvfb-run",
            [
                "-a", "-s", "-screen 0 1280x800x24", vitrine, "--preset", item.preset, "--width", "1280", "--height",
                "720", "--script", script, "--profile", profile,
            ]
        ).status
        guard status == 0 else { throw BenchError("vitrine at rest on \(item.preset) ended with status \(status)") }
        let rows = try String(contentsOfFile: profile, encoding: .utf8).split(separator: "\n").count - 1
        return (childrenCPUSeconds() - before, rows)
    }

    /// The user and system time of this process's finished children and theirs, in seconds.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Prints the table; returns each case's results, in the order of ``cases``.
    static func printTable(vitrine: String) throws -> [Results] {
        print("")
        print(
            "A window left alone, 1280 × 720 under Xvfb: the CPU `vitrine` and Xvfb take over "
                + "\(Int(restSeconds)) s at rest (a run quitting at \(shortRun) s subtracted from one quitting "
                + "\(Int(restSeconds)) s later), and the frames drawn in them:")
        print("")
        print("| window | CPU at rest, share of a core | frames drawn at rest |")
        print("|:---|---:|---:|")
        var all: [Results] = []
        for item in cases {
            let short = try run(item, vitrine: vitrine, seconds: shortRun)
            let long = try run(item, vitrine: vitrine, seconds: shortRun + restSeconds)
            let results = Results(
                coreShare: max(long.cpu - short.cpu, 0) / restSeconds, frames: max(long.frames - short.frames, 0))
            print(String(format: "| %@ | %.1f %% | %d |", item.label, results.coreShare * 100, results.frames))
            all.append(results)
        }
        return all
    }
}
