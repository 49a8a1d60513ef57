import Foundation
import Testing

/// A seeded random script through every preset, headless, with every frame checked. `make test`
/// runs a short one, 2,000 frames with resizes; `make soak` runs 100,000 (`VITRINE_SOAK_FRAMES`)
/// on a release build, with and without resizes, and checks memory after the warm-up. Then
/// every key and gesture on every preset, each preset a run of its own.
@Suite("Soak")
struct SoakTests {
    /// Frames to run: `VITRINE_SOAK_FRAMES` (at least ``shortFrames``), or ``shortFrames``.
    static var frames: Int {
        max(ProcessInfo.processInfo.environment["VITRINE_SOAK_FRAMES"].flatMap { Int($0) } ?? shortFrames, shortFrames)
    }

    /// The short soak of `make test`: the tour of every preset (its first 1,000 frames), then
    /// 1,000 frames of random input (33 seconds of input in all).
    static let shortFrames = 2000

    /// Whether this is the long soak of `make soak`, long enough for memory after the warm-up
    /// (the first quarter, at least 600 frames) to show growth rather than the tour's first use.
    static var isLong: Bool { frames >= 4000 }

    /// The figures of the `check:` line.
    struct Report {
        var frames: Int
        var problems: Int
        var textures: Int
        var growthKiB: Int?

        /// Reads "check: 2400 frames, 0 problems, at most 2 SDL textures alive, … (growth 12 KiB) …".
        init?(_ output: String) {
            guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("check: ") }) else { return nil }
            func number(before suffix: String) -> Int? {
                guard let range = line.range(of: suffix) else { return nil }
                let digits = line[..<range.lowerBound].reversed().prefix { $0.isNumber || $0 == "-" }
                return Int(String(digits.reversed()))
            }
            guard let frames = number(before: " frames"), let problems = number(before: " problems"),
                let textures = number(before: " SDL textures")
            else { return nil }
            self.frames = frames
            self.problems = problems
            self.textures = textures
            self.growthKiB = number(before: " KiB)")
        }
    }

    /// Runs a soak script; returns the report and the number of preset switches.
    func soak(resizes: Bool) throws -> (report: Report, presetSwitches: Int) {
        let frames = Self.frames
        let lines = SoakScript.lines(seed: 0x50A4, frames: frames, resizes: resizes)
        let script = CommandRunner.temporaryPath("soak.txt"), presets = CommandRunner.temporaryPath("soak.json")
        try lines.joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        try SoakScript.presetsFile.write(toFile: presets, atomically: true, encoding: .utf8)
        let presetSwitches = lines.filter { line in SoakScript.presetKeys.contains { line.hasSuffix(" key \($0)") } }.count
        let run = try CommandRunner.vitrine(
            ["--headless", "--check", "--script", script, "--presets", presets],
            timeout: Double(frames) / 20 + 120)
        let reportLine = run.standardOutput.split(separator: "\n").first { $0.hasPrefix("check:") }.map(String.init)
        print(
            "soak\(resizes ? "" : " without resizes"): \(frames) frames, \(lines.count) script lines, "
                + "\(presetSwitches) preset switches; \(reportLine ?? "no report")")
        #expect(run.status == 0, "\(run.standardError.suffix(2000))")
        let report = try #require(Report(run.standardOutput), "no check report in: \(run.standardOutput.suffix(500))")
        return (report, presetSwitches)
    }

    /// Random input with random resizes, down to 1 × 1: no problem, three textures, and in the
    /// long soak memory after the warm-up flat (a headless run draws every size in one output
    /// of its largest frame; resizing the output cost the driver about 80 KB a time, kept for good).
    @Test func randomInputThroughEveryPresetBreaksNothing() throws {
        let (report, presetSwitches) = try soak(resizes: true)
        #expect(report.frames >= Self.frames && report.problems == 0)
        // The atlas's two textures (nearest and bilinear) and the panel's while it is open,
        // however many presets came and went and sizes the panel took.
        #expect(report.textures == 3)
        #expect(presetSwitches > SoakScript.presetKeys.count)
        guard Self.isLong else { return }
        let growth = try #require(report.growthKiB)
        #expect(growth < 2048, "resident memory grew by \(growth) KiB after the warm-up")
    }

    /// Memory after the warm-up stays flat with the window's size left alone too (the long soak only).
    @Test(.enabled(if: SoakTests.isLong, "memory growth is measured by the long soak of `make soak`"))
    func memoryStaysFlatAfterTheWarmUp() throws {
        let (report, _) = try soak(resizes: false)
        #expect(report.problems == 0 && report.textures == 2)
        let growth = try #require(report.growthKiB)
        #expect(growth < 2048, "resident memory grew by \(growth) KiB after the warm-up")
    }

    /// At 1/10 of full speed with the motion traces, the frame-time graph and the input
    /// inspector open all along (the long soak only, over half its frames): memory after the
    /// warm-up stays flat. The traces once drew a rotated box for every sample, and llvmpipe's
    /// scene memory rose with them (2.9 MiB in a 90,000-frame run, 19 MiB in 7,500 frames of
    /// this one).
    @Test(.enabled(if: SoakTests.isLong, "memory growth is measured by the long soak of `make soak`"))
    func slowMotionWithTheMotionLabOpenStaysFlat() throws {
        let frames = Self.frames / 2
        // The overlays stay open: the random keys that would close them are left out.
        let random = SoakScript.lines(seed: 0x5107, frames: frames, resizes: false)
            .filter { !$0.hasSuffix(" key M") && !$0.hasSuffix(" key I") && !$0.hasSuffix(" key Z") }
        let lines = ["0 key Z", "20 key Z", "40 key Z", "60 key M", "80 key I"] + random
        let script = CommandRunner.temporaryPath("slow-soak.txt"), presets = CommandRunner.temporaryPath("soak.json")
        try lines.joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        try SoakScript.presetsFile.write(toFile: presets, atomically: true, encoding: .utf8)
        let run = try CommandRunner.vitrine(
            ["--headless", "--check", "--script", script, "--presets", presets],
            timeout: Double(frames) / 10 + 120)
        print(
            "soak at 1/10 with M and I: \(run.standardOutput.split(separator: "\n").first { $0.hasPrefix("check:") } ?? "no report")"
        )
        #expect(run.status == 0, "\(run.standardError.suffix(2000))")
        let report = try #require(Report(run.standardOutput))
        #expect(report.problems == 0 && report.textures == 2)
        let growth = try #require(report.growthKiB)
        #expect(growth < 2048, "resident memory grew by \(growth) KiB after the warm-up")
    }

    /// Every preset: the built-in ones, then the two of ``SoakScript/presetsFile``.
    static let presets = [
        "demo", "simple-horizontal", "simple-vertical", "paging-horizontal", "paging-vertical", "circle", "circle-rotate",
        "wave", "wave-scale", "linear", "linear-rotate-scale", "coverflow", "cylinder", "rotary", "wheel", "time-machine",
        "drawn-curves", "parallax", "parallax-vertical", "flow-start", "flow-center", "flow-end", "flow-vertical",
        "soak-orbit", "soak-flow",
    ]

    /// Frames each preset gets in the every-input soak: 300 in `make test`, in `make soak` its
    /// share of `VITRINE_SOAK_FRAMES` among the 25 presets (4,000 of 100,000).
    static var everyInputFrames: Int { isLong ? frames / presets.count : 300 }

    @Test func theEveryInputSoakHasEveryPreset() throws {
        let file = CommandRunner.temporaryPath("soak.json")
        try SoakScript.presetsFile.write(toFile: file, atomically: true, encoding: .utf8)
        let listing = try CommandRunner.vitrine(["--list-presets", "--presets", file])
        #expect(listing.standardOutput.split(separator: "\n").map(String.init) == Self.presets)
    }

    /// Every key and every gesture (``SoakScript/everyInputLines(seed:frames:)``) on `preset`,
    /// in a folder of its own (S, Ctrl+C and Ctrl+R write there, Ctrl+S into a copy of the
    /// presets file): every frame checked, no problem, no signal.
    @Test(arguments: SoakTests.presets)
    func everyKeyAndGestureBreaksNothing(preset: String) throws {
        let folder = try CommandRunner.temporaryFolder("soak-\(preset)")
        let script = "\(folder)/script.txt", file = "\(folder)/presets.json"
        let seed = 0xE7E2 + UInt64(Self.presets.firstIndex(of: preset) ?? 0)
        let lines = SoakScript.everyInputLines(seed: seed, frames: Self.everyInputFrames)
        try lines.joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        try SoakScript.presetsFile.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try CommandRunner.vitrine(
            ["--headless", "--check", "--preset", preset, "--presets", file, "--script", script],
            timeout: Double(Self.everyInputFrames) / 5 + 120, directory: folder)
        let report = Report(run.standardOutput)
        #expect(run.status == 0 && !run.endedBySignal, "\(run.status): \(run.standardError.suffix(2000))")
        #expect(
            // The atlas's two textures, and the panel's when it held still long enough.
            report?.problems == 0 && (2...3).contains(report?.textures ?? 0),
            "\(run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("check") })")
        #expect((report?.frames ?? 0) >= Self.everyInputFrames)
    }

    @Test func theReportIsRead() throws {
        let report = try #require(
            Report(
                "x\ncheck: 2401 frames, 0 problems, at most 2 SDL textures alive, resident memory "
                    + "130.2 MiB after 600 frames, 130.3 MiB at the end (growth 96 KiB), peak 130.3 MiB\n"))
        #expect(report.frames == 2401 && report.problems == 0 && report.textures == 2 && report.growthKiB == 96)
        #expect(Report("check: 10 frames, 3 problems, at most 4 SDL textures alive")?.growthKiB == nil)
    }
}
