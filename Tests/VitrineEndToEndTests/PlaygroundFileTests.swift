import Foundation
import Testing
import VitrineSDL

/// Files the playground reads and writes: presets files, `--record` folders, exported PNGs.
@Suite("Presets files, recording and export from the real binary")
struct PlaygroundFileTests {
    static let valid = #"{"presets": [{"name": "mine", "scene": "showcase", "base": "circle", "paging": true}]}"#
    static let broken = #"{"presets": [{"name": "mine", "scene": "showcase", "paging": "yes"}]}"#

    func write(_ text: String, name: String) throws -> String {
        let path = CommandRunner.temporaryPath(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func folder() throws -> String {
        let path = CommandRunner.temporaryPath("folder")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func presetsOfAFileAreListedAndStart() throws {
        let file = try write(Self.valid, name: "presets.json")
        let list = try CommandRunner.vitrine(["--list-presets", "--presets", file])
        #expect(list.status == 0 && list.standardOutput.hasSuffix("flow-vertical\nmine\n"))
        let shots = try CommandRunner.headlessShots(["--presets", file, "--preset", "mine"], script: [], at: [300])
        let circle = try CommandRunner.headlessShots(["--preset", "circle"], script: [], at: [300])
        // Below the status line (which names the preset), the frames are the same.
        let start = 60 * 1280 * 4
        let same = shots[0].bytes[start...] == circle[0].bytes[start...]
        #expect(same)
    }

    @Test func aBrokenFileAtTheStartIsReportedAndTheRunGoesOn() throws {
        let file = try write(Self.broken, name: "broken.json")
        let run = try CommandRunner.vitrine(["--headless", "--frames", "2", "--presets", file])
        #expect(run.status == 0)
        #expect(
            run.standardError.contains(#"\#(file):1:62: presets[0].paging: expected true or false, found a string"#),
            "\(run.standardError)")
        // Its presets are not there, so asking for one fails and lists what there is.
        let asked = try CommandRunner.vitrine(["--headless", "--frames", "2", "--presets", file, "--preset", "mine"])
        #expect(asked.status == 1 && asked.standardError.contains("unknown preset 'mine'; valid presets: demo,"))
        let listed = try CommandRunner.vitrine(["--list-presets", "--presets", file])
        #expect(listed.status == 1 && listed.standardError.contains("presets[0].paging"))
        let missing = try CommandRunner.vitrine(["--headless", "--frames", "2", "--presets", "/nonexistent/p.json"])
        #expect(
            missing.status == 64
                && missing.standardError == "vitrine: --presets: cannot read /nonexistent/p.json: no such file\n")
    }

    @Test func recordWritesEveryFrameAndAGIF() throws {
        let output = try folder() + "/take"
        let script = try write("0 wheel 0 -1\n200 wheel 0 -1\n500 quit\n", name: "record.txt")
        let run = try CommandRunner.vitrine([
            "--headless", "--width", "320", "--height", "180", "--preset", "circle",
            "--script", script, "--record", output,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        // Frames at 0, 1/60, … 0.5 s: 31 of them.
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(files.count == 32 && files.first == "circle.gif" && files.last == "frame-00031.png")
        #expect(run.standardOutput.contains("recorded 31 frames as PNG in \(output) and the GIF \(output)/circle.gif"))
        let first = try Bitmap(contentsOfFile: output + "/frame-00001.png")
        #expect(first.width == 320 && first.height == 180)
        let gif = try #require(FileManager.default.contents(atPath: output + "/circle.gif"))
        #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8) && gif.last == 0x3B)
        // The GIF's screen is the frames' size (little-endian 16-bit width and height).
        #expect(Int(gif[6]) | Int(gif[7]) << 8 == 320 && Int(gif[8]) | Int(gif[9]) << 8 == 180)
    }

    @Test func recordRefusesAFile() throws {
        let file = try write("", name: "not-a-folder")
        let run = try CommandRunner.vitrine(["--headless", "--frames", "1", "--record", file])
        #expect(run.status == 64 && run.standardError == "vitrine: --record: \(file) is a regular file, not a folder\n")
    }

    @Test func theExportKeySavesNumberedPNGsInTheCurrentFolder() throws {
        let directory = try folder()
        let script = try write("0 key S\n50 key S\n100 quit\n", name: "export.txt")
        let run = try CommandRunner.vitrine(["--headless", "--preset", "wave", "--script", script], directory: directory)
        #expect(run.status == 0, "\(run.standardError)")
        let resolved = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
                == ["vitrine-wave-1.png", "vitrine-wave-2.png"])
        #expect(
            run.standardOutput.contains("saved \(resolved)/vitrine-wave-1.png")
                || run.standardOutput.contains("saved \(directory)/vitrine-wave-1.png"), "\(run.standardOutput)")
        let picture = try Bitmap(contentsOfFile: directory + "/vitrine-wave-1.png")
        #expect(picture.width == 1280 && picture.height == 720)
    }
}
