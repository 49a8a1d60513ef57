import Foundation

/// A thousand 12-megapixel photos on the cards of `coverflow`, in a window (under `xvfb-run`, so
/// that pictures load off the frame loop as they do for a person, not waited for as a headless
/// frame does): how long the folder takes to open (listing it and reading every header, the
/// input phase of the frame the drop lands in), and every frame's work while Page Down runs
/// through them; ``runCount`` runs, since a shared machine stalls now and then and one run says
/// little about the frames over 16 ms.
enum PictureBench {
    /// What a run measured.
    struct Results {
        var openMilliseconds = 0.0
        var whole = FrameTimes()
        var framesOver16 = 0
        var framesOver12 = 0
        var worst = 0.0
        var peakResidentMiB = 0.0
    }

    static let photoCount = 1000
    /// How many times the script runs, each in a window of its own.
    static let runCount = 3
    /// Four distinct photos (4000 × 3000, JPEG quality 88), the rest hard links to them: each is
    /// still a file of its own to the window.
    static let distinctPhotos = 4

    /// The folder of photos, made once in the benchmark's build folder with ImageMagick.
    static func photoFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-bench-photos").path
        let last = "\(folder)/photo-\(photoCount).jpg"
        if FileManager.default.fileExists(atPath: last) { return folder }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 1...distinctPhotos {
            // A plasma field scaled up: detail at every scale, as a photo has, and a JPEG as large.
            let status = SceneBench.launch(
                "/usr/bin/convert",
                [
                    "-seed", "\(index)", "-size", "1000x750", "plasma:fractal", "-resize", "4000x3000!", "-quality", "88",
                    "\(folder)/photo-\(index).jpg",
                ]
            ).status
            guard status == 0 else { throw BenchError("ImageMagick's convert ended with status \(status)") }
        }
        for index in (distinctPhotos + 1)...photoCount {
            let source = "\(folder)/photo-\((index - 1) % distinctPhotos + 1).jpg"
            guard link(source, "\(folder)/photo-\(index).jpg") == 0 || errno == EEXIST else {
                throw BenchError("could not link \(source): errno \(errno)")
            }
        }
        return folder
    }

    /// Runs `vitrine` in a window under `xvfb-run` at 1280 × 720: the photos dropped at 0.5 s,
    /// Page Down every 150 ms from 1.5 s, 60 times (about 7 cards each: past 400 photos).
    static func run(vitrine: String) throws -> Results {
        let photos = try photoFolder()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("script.txt").path, profile = folder.appendingPathComponent("profile.csv").path
        let lines = ["500 drop \(photos)"] + (0..<60).map { "\(1500 + $0 * 150) key PageDown" } + ["12000 quit"]
        try (lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        // `--check` prints the run's peak resident memory (the wrapper's own would be sampled here).
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
        process.arguments = [
            "-a", "-s", "-screen 0 1280x800x24", vitrine, "--preset", "coverflow", "--width", "1280", "--height", "720",
            "--script", script, "--profile", profile, "--check",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError("vitrine with pictures ended with status \(process.terminationStatus)")
        }
        var results = Results()
        if let range = printed.range(of: "peak resident memory of the run ") {
            results.peakResidentMiB = Double(printed[range.upperBound...].prefix { $0.isNumber || $0 == "." }) ?? 0
        }
        var inputs: [Double] = []
        for row in try String(contentsOfFile: profile, encoding: .utf8).split(separator: "\n").dropFirst() {
            let values = row.split(separator: ",", omittingEmptySubsequences: false).dropFirst().prefix(5).compactMap {
                Double($0)
            }
            guard values.count == 5 else { continue }
            inputs.append(values[0])
            let whole = values.reduce(0, +)
            results.whole.record(whole)
        }
        // The drop's frame is the one whose input phase is by far the longest: the listing.
        if let drop = inputs.indices.max(by: { inputs[$0] < inputs[$1] }) {
            results.openMilliseconds = inputs[drop]
            let after = results.whole.samples.dropFirst(drop + 1)
            results.framesOver16 = after.filter { $0 > 16 }.count
            results.framesOver12 = after.filter { $0 > 12 }.count
            results.worst = after.max() ?? 0
        }
        return results
    }

    /// Prints the table, a row a run; returns the figures of all runs together for the targets:
    /// the slowest opening, every frame, the frames over 16 ms of all runs and the worst frame.
    static func printTable(vitrine: String) throws -> Results {
        print("")
        print(
            "\(photoCount) photos of 12 MP (4000 × 3000 JPEG) on `coverflow`, 1280 × 720, in a window under Xvfb, "
                + "Page Down through them, \(runCount) runs:")
        print("")
        print(
            "| run | folder opened | frames | whole frame median | p99 | worst after the drop | frames over 12 ms "
                + "| frames over 16 ms | peak memory |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        var all = Results()
        for run in 1...runCount {
            let results = try self.run(vitrine: vitrine)
            print(
                "| \(run) | \(SceneBench.ms(results.openMilliseconds)) | \(results.whole.samples.count) "
                    + "| \(SceneBench.ms(results.whole.median)) | \(SceneBench.ms(results.whole.p99)) "
                    + "| \(SceneBench.ms(results.worst)) | \(results.framesOver12) | \(results.framesOver16) "
                    + "| \(String(format: "%.0f MiB", results.peakResidentMiB)) |")
            all.openMilliseconds = max(all.openMilliseconds, results.openMilliseconds)
            for sample in results.whole.samples { all.whole.record(sample) }
            all.framesOver12 += results.framesOver12
            all.framesOver16 += results.framesOver16
            all.worst = max(all.worst, results.worst)
            all.peakResidentMiB = max(all.peakResidentMiB, results.peakResidentMiB)
        }
        return all
    }
}
