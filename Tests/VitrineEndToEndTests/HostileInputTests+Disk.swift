import Foundation
import Testing
import VitrineFiles
import VitrineSDL

/// Full disks and files that must not be overwritten.
extension HostileInputTests {
    // MARK: 9. Full disk

    @Test func aScreenshotToAFullDeviceFails() throws {
        let result = try CommandRunner.vitrine(["--headless", "--preset", "demo", "--frames", "1", "--screenshot", "/dev/full"])
        #expect(result.status == 1 && !result.endedBySignal)
        #expect(result.standardError == "vitrine: could not write the PNG /dev/full: No space left on device\n")
    }

    @Test func aScriptShotAndAProfileToAFullDeviceFail() throws {
        let script = CommandRunner.temporaryPath("full.txt")
        try "0 shot /dev/full\n20 quit\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--preset", "demo", "--script", script, "--profile", "/dev/full"])
        #expect(result.status == 1 && !result.endedBySignal)
        #expect(
            result.errorLines == [
                "vitrine: could not write the PNG /dev/full: No space left on device",
                "vitrine: --profile: cannot write /dev/full: No space left on device",
            ])
    }

    /// Runs `vitrine` with `arguments` under a limit of `blocks` × 512 bytes on every file it
    /// writes (`ulimit -f`): writes past it fail as on a full disk.
    static func vitrineWithFileSizeLimit(blocks: Int, _ arguments: [String], directory: String? = nil) throws
        -> CommandRunner.Result
    {
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        return try CommandRunner.run(
            "/bin/sh", ["-c", "ulimit -f \(blocks) && exec '\(CommandRunner.vitrine)' \(quoted)"],
            directory: directory)
    }

    @Test func aRecordingThatRunsOutOfRoomKeepsWhatItHad() throws {
        // Frames of 64 × 64 fit in 8 KiB; after the resize to 1280 × 720 they do not.
        let folder = CommandRunner.temporaryPath("full-recording")
        let script = CommandRunner.temporaryPath("grow.txt")
        try "0 wheel 0 -1\n100 resize 1280 720\n200 quit\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try Self.vitrineWithFileSizeLimit(
            blocks: 16,
            [
                "--headless", "--preset", "demo", "--width", "64", "--height", "64",
                "--script", script, "--record", folder,
            ])
        #expect(result.status == 1 && !result.endedBySignal, "\(result.standardError)")
        #expect(
            result.errorLines == [
                "vitrine: --record: cannot write \(folder)/frame-00007.png: File too large; "
                    + "recording stopped (the frames before it are kept)"
            ])
        #expect(result.standardOutput == "vitrine: recorded 6 frames as PNG in \(folder) and the GIF \(folder)/demo.gif\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["demo.gif"] + (1...6).map { "frame-0000\($0).png" })
        for file in files.dropFirst() {
            #expect(try Bitmap(contentsOfFile: "\(folder)/\(file)").width == 64)
        }
        let gif = try GIFStructure(path: "\(folder)/demo.gif")
        #expect(gif.isComplete && gif.frames.count >= 1)
    }

    // MARK: 10. Nothing overwritten, nothing written elsewhere

    @Test func aRecordingRefusesAFolderWithFiles() throws {
        let folder = try CommandRunner.temporaryFolder("used")
        try "mine".write(toFile: "\(folder)/frame-00001.png", atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--preset", "demo", "--frames", "2", "--record", folder])
        #expect(result.status == 64 && !result.endedBySignal)
        #expect(
            result.standardError == "vitrine: --record: the folder \(folder) is not empty (1 item); "
                + "a recording never overwrites files: name a new or empty folder\n")
        #expect(try String(contentsOfFile: "\(folder)/frame-00001.png", encoding: .utf8) == "mine")
    }

    @Test(arguments: ["../victim", "a/b", ".hidden", "", "with space", String(repeating: "x", count: 65)])
    func presetNamesThatAreNotFileStemsAreRefused(name: String) throws {
        let folder = try CommandRunner.temporaryFolder("names")
        let presets = "\(folder)/presets.json"
        try #"{"presets": [{"name": "\#(name)", "scene": "flow"}]}"#.write(toFile: presets, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: "\(folder)/inner", withIntermediateDirectories: true)
        let result = try CommandRunner.vitrine(
            [
                "--headless", "--frames", "2", "--presets", presets, "--preset", name,
                "--record", "out",
            ], directory: "\(folder)/inner")
        #expect(result.status != 0 && !result.endedBySignal)
        #expect(
            result.errorLines.first == "vitrine: \(presets):1:23: presets[0].name: expected a name of 1 to 64 "
                + "letters (a-z, A-Z), digits, '-', '_' and '.' (not first), found \"\(name)\"")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["inner", "presets.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder)/inner") == [])
    }
}
