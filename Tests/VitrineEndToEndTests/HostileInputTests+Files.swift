import Foundation
import Testing
import VitrineFiles
import VitrineSDL
import VitrineTestSupport

/// Odd files where a font, a presets file or a script is expected.
extension HostileInputTests {
    /// A folder holding a named pipe nobody writes to and a sparse file of 200,000,000 bytes.
    static func oddFiles() throws -> (folder: String, pipe: String, huge: String) {
        let folder = try CommandRunner.temporaryFolder("odd-files")
        let pipe = "\(folder)/fifo", huge = "\(folder)/huge.ttf"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 200_000_000) == 0)
        return (folder, pipe, huge)
    }

    // MARK: 3. Fonts

    @Test func fontsThatAreNotFilesRunOnWithoutText() throws {
        let (folder, pipe, huge) = try Self.oddFiles()
        let cases: [(String, String)] = [
            (folder, "it is a folder, expected a file"),
            ("/dev/zero", "it is a device, expected a regular file"),
            (pipe, "it is a named pipe (FIFO), expected a regular file"),
            (huge, "it is 190.7 MiB; the largest file accepted is 64 MiB"),
        ]
        for (path, reason) in cases {
            let shot = CommandRunner.temporaryPath("font.png")
            let result = try CommandRunner.vitrine(
                ["--headless", "--frames", "2", "--font", path, "--screenshot", shot],
                timeout: 30)
            #expect(result.status == 0 && !result.endedBySignal, "\(path): \(result.standardError)")
            #expect(result.standardError == "vitrine: could not read the font \(path): \(reason); text will not be drawn\n")
            #expect(try Bitmap(contentsOfFile: shot).width == 1280)
        }
    }

    @Test func aFolderWhereTheBundledFontShouldBeRunsOnWithoutText() throws {
        let assets = try CommandRunner.temporaryFolder("assets")
        try FileManager.default.createDirectory(atPath: "\(assets)/fonts/DejaVuSans.ttf", withIntermediateDirectories: true)
        let result = try CommandRunner.vitrine(["--headless", "--frames", "2"], environment: ["VITRINE_ASSETS": assets])
        #expect(result.status == 0 && !result.endedBySignal)
        #expect(
            result.standardError == "vitrine: could not read the font \(assets)/fonts/DejaVuSans.ttf: "
                + "it is a folder, expected a file; text will not be drawn\n")
    }

    // MARK: 7. Presets files, huge and full of mistakes

    @Test func aPresetsFileOverTheCapIsOneLine() throws {
        let path = CommandRunner.temporaryPath("big.json")
        try Data(("[" + String(repeating: "0,", count: 5_000_000) + "0]").utf8).write(to: URL(fileURLWithPath: path))
        let result = try CommandRunner.vitrine(["--list-presets", "--presets", path])
        #expect(result.status == 1 && !result.endedBySignal)
        #expect(
            result.standardError
                == "vitrine: \(path): cannot read the presets file: it is 9.5 MiB; the largest file accepted is 1 MiB\n")
    }

    @Test func thousandsOfProblemsAreListedTwentyAndCounted() throws {
        // Just under the cap: 22,000 presets, each with one unknown key.
        let presets = (0..<22_000).map { #"{"name": "p\#($0)", "scene": "flow", "x": 1}"# }
        let text = #"{"presets": ["# + presets.joined(separator: ",\n") + "]}"
        #expect(text.utf8.count <= 1 << 20)
        let path = CommandRunner.temporaryPath("mistakes.json")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--list-presets", "--presets", path])
        #expect(result.status == 1 && !result.endedBySignal)
        let lines = result.errorLines
        try #require(lines.count == 21, "\(lines.prefix(3))")
        #expect(lines.first?.hasPrefix("vitrine: \(path):1:") == true)
        #expect(
            lines[1] == "\(path):2:33: presets[1]: unknown key \"x\"; expected one of: name, scene, base, "
                + "direction, decelerationRate, overscroll, bounces, statusLine, pictures, autoplay, wheel, reducedMotion, alignment, plugins, "
                + "parallaxDimming, scaleFade, swiftPlugins, flick, snapping, pictureMode, sizes, itemCount, itemScale")
        #expect(lines.last == "\(path): … and 21980 more problems")
    }

    @Test func aPresetsFileThatIsADeviceIsRefused() throws {
        let result = try CommandRunner.vitrine(["--headless", "--frames", "1", "--presets", "/dev/null"])
        #expect(result.status == 64 && !result.endedBySignal)
        #expect(result.standardError == "vitrine: --presets: cannot read /dev/null: it is a device, expected a regular file\n")
    }

    // MARK: 12. Scripts from pipes

    @Test func aScriptFromANamedPipeIsPlayed() throws {
        let (_, pipe, _) = try Self.oddFiles()
        let shot = CommandRunner.temporaryPath("piped.png")
        NamedPipe.write("0 wheel 0 -1\n500 shot \(shot)\n520 quit\n", to: pipe)
        let result = try CommandRunner.vitrine(["--headless", "--script", pipe])
        #expect(result.status == 0 && !result.endedBySignal, "\(result.standardError)")
        #expect(try Bitmap(contentsOfFile: shot).width == 1280)
    }

    @Test func anEndlessScriptIsCutAtItsCap() throws {
        let result = try CommandRunner.vitrine(["--headless", "--script", "/dev/zero"])
        #expect(result.status == 1 && !result.endedBySignal)
        #expect(
            result.standardError == "vitrine: /dev/zero: cannot read the input script: "
                + "it holds more than the largest file accepted, 16 MiB\n")
    }

    @Test func hexTimesAreRefusedWithTheLine() throws {
        let script = CommandRunner.temporaryPath("hex.txt")
        try "0 move 1 1\n0x10 quit\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--script", script])
        #expect(result.status == 1 && !result.endedBySignal)
        #expect(result.standardError.hasPrefix("vitrine: \(script):2: expected a time in milliseconds"))
    }
}
