import Foundation
import Testing
import VitrineSDL

/// Recording input, replaying it at any speed, and comparing two presets side by side, through
/// the real binary.
@Suite("Record, replay, compare")
struct RecordReplayTests {
    /// A fling, a wheel notch, a touchpad step, a key and some text on coverflow, the status
    /// line hidden; the time of each line in milliseconds first.
    static let gesture = [
        "0 key H", "100 down 500 200", "116 move 470 200", "133 move 430 200", "150 move 380 200", "166.5 up 380 200",
        "700 wheel 0 -1 300 200", "900 pwheel 0 -0.75 300 200", "1200 key Right", "1300 text a #b",
    ]

    /// Writes `lines` as a script and returns its path.
    static func script(_ lines: [String]) throws -> String {
        let path = CommandRunner.temporaryPath("script.txt")
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The time a script line starts with, in milliseconds.
    static func time(of line: String) -> Double {
        Double(line.prefix { $0 != " " }) ?? 0
    }

    /// Runs vitrine headless with `arguments`, expecting success.
    static func run(_ arguments: [String], directory: String? = nil) throws -> CommandRunner.Result {
        let result = try CommandRunner.vitrine(["--headless"] + arguments, directory: directory)
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        return result
    }

    // A scripted session recorded with --record-input replays to the same frames: every
    // frame's offset and focused item, and the last frame to the byte.
    @Test func aRecordedSessionReplaysToIdenticalFrames() throws {
        let script = try Self.script(Self.gesture)
        let recorded = CommandRunner.temporaryPath("recorded.txt")
        let (shotA, shotB) = (CommandRunner.temporaryPath("a.png"), CommandRunner.temporaryPath("b.png"))
        let (csvA, csvB) = (CommandRunner.temporaryPath("a.csv"), CommandRunner.temporaryPath("b.csv"))
        let size = ["--width", "640", "--height", "360", "--preset", "coverflow"]
        _ = try Self.run(size + ["--script", script, "--record-input", recorded, "--screenshot", shotA, "--profile", csvA])
        let text = try String(contentsOfFile: recorded, encoding: .utf8)
        #expect(text.hasPrefix("# Vitrine input script, recorded"))
        #expect(text.contains("\n0 resize 640 360\n0 keydown H\n0 keyup H\n100 down 500 200\n"))
        #expect(text.contains("\n166.5 up 380 200\n700 wheel 0 -1 300 200\n900 pwheel 0 -0.75 300 200\n"))
        #expect(text.contains("\n1300 text a\n"), "the comment stays a comment")
        _ = try Self.run(size + ["--script", recorded, "--screenshot", shotB, "--profile", csvB])
        let framesA = try CommandRunner.profiledFrames(csv: String(contentsOfFile: csvA, encoding: .utf8))
        let framesB = try CommandRunner.profiledFrames(csv: String(contentsOfFile: csvB, encoding: .utf8))
        #expect(framesA.map(\.offset) == framesB.map(\.offset))
        #expect(framesA.map(\.focusedItem) == framesB.map(\.focusedItem))
        let same = try Bitmap(contentsOfFile: shotA) == Bitmap(contentsOfFile: shotB)
        #expect(same)
    }

    /// The pictures a run of the whole gesture (a fling, a wheel notch, a touchpad step begun
    /// during the notch's glide, a key and typed text) takes at 1,000 and 2,500 ms (script
    /// times) of `preset` with `flags`.
    static func gesturePictures(_ preset: String, _ flags: [String]) throws -> [Bitmap] {
        let shots = [CommandRunner.temporaryPath("1000.png"), CommandRunner.temporaryPath("2500.png")]
        let lines = Self.gesture + ["1000 shot \(shots[0])", "2500 shot \(shots[1])", "2500 quit"]
        let script = try Self.script(lines.sorted { Self.time(of: $0) < Self.time(of: $1) })
        _ = try Self.run(["--width", "640", "--height", "360", "--preset", preset, "--script", script] + flags)
        return try shots.map { try Bitmap(contentsOfFile: $0) }
    }

    // With --speed the script's times are the scenes' times: at 1/2, 1/4 and 1/10 the frames at
    // the script's times are the full-speed frames, pixel for pixel, mid-glide and at rest.
    @Test(arguments: ["1/2", "1/4", "1/10"])
    func aSlowedReplayDrawsTheFullSpeedFrames(speed: String) throws {
        let full = try Self.gesturePictures("coverflow", [])
        let slowed = try Self.gesturePictures("coverflow", ["--speed", speed])
        let (midGlide, atRest) = (slowed[0] == full[0], slowed[1] == full[1])
        #expect(midGlide)
        #expect(atRest)
        let moved = full[0] != full[1]
        #expect(moved, "the pictures are taken in motion")
    }

    // The same at a quarter of the speed in scenes of every kind: cards turned and sampled
    // bilinearly, text on a turned circle, page dots that stretch, Flow's slots up and down.
    @Test(arguments: ["circle-rotate", "parallax", "flow-vertical", "time-machine"])
    func aQuarterSpeedReplayDrawsTheFullSpeedFrames(preset: String) throws {
        let full = try Self.gesturePictures(preset, [])
        let slowed = try Self.gesturePictures(preset, ["--speed", "1/4"])
        let (midGlide, atRest) = (slowed[0] == full[0], slowed[1] == full[1])
        #expect(midGlide)
        #expect(atRest)
    }

    // Each half of a compared frame is the frame a single run at the half's size draws from
    // the same script: cylinder on the left, coverflow on the right, mid-glide and at the end.
    @Test func compareHalvesAreTheSingleRuns() throws {
        let tag = ["compare", "left", "right"]
        var pictures: [[Bitmap]] = []
        for (index, flags) in [
            ["--width", "1282", "--preset", "cylinder", "--compare", "coverflow"],
            ["--width", "640", "--preset", "cylinder"],
            ["--width", "640", "--preset", "coverflow"],
        ].enumerated() {
            let shots = [CommandRunner.temporaryPath("\(tag[index])-mid.png"), CommandRunner.temporaryPath("\(tag[index]).png")]
            let script = try Self.script(
                Array(Self.gesture[..<8]) + ["1000 shot \(shots[0])"] + Self.gesture[8...]
                    + ["2500 quit"])
            _ = try Self.run(flags + ["--height", "360", "--script", script, "--screenshot", shots[1]])
            pictures.append(try shots.map { try Bitmap(contentsOfFile: $0) })
        }
        for (compared, (left, right)) in zip(pictures[0], zip(pictures[1], pictures[2])) {
            #expect(compared.width == 1282 && left.width == 640)
            let (leftSame, rightSame) = (
                Self.crop(compared, x: 0, width: 640) == left.bytes,
                Self.crop(compared, x: 642, width: 640) == right.bytes
            )
            #expect(leftSame, "the left half is the cylinder run")
            #expect(rightSame, "the right half is the coverflow run")
            #expect(compared[640, 200] == compared[641, 100], "the gap is one color, top to bottom")
        }
        let moved = pictures[1][0] != pictures[1][1]
        #expect(moved, "the gesture moved the cards")
    }

    /// The RGBA bytes of the columns `x..<x + width` of `bitmap`, row after row.
    static func crop(_ bitmap: Bitmap, x: Int, width: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for row in 0..<bitmap.height {
            let start: Int = (row * bitmap.width + x) * 4
            bytes += bitmap.bytes[start..<start + width * 4]
        }
        return bytes
    }

    // Ctrl+R starts recording and, pressed again, saves vitrine-input-1.txt in the current
    // folder (then -2, never over a file), without the Ctrl+R presses; it replays.
    @Test func ctrlRSavesANewFileInTheCurrentFolder() throws {
        let folder = try CommandRunner.temporaryFolder("ctrl-r")
        let script = try Self.script([
            "0 key H", "50 key Ctrl+R", "100 down 500 200", "116 move 400 200",
            "133 up 300 200", "300 key Ctrl+R", "400 key Ctrl+R", "450 key Left",
            "500 key Ctrl+R", "600 quit",
        ])
        let result = try Self.run(
            ["--width", "640", "--height", "360", "--preset", "coverflow", "--script", script],
            directory: folder)
        #expect(
            result.standardOutput == "vitrine: saved \(folder)/vitrine-input-1.txt (4 events)\n"
                + "vitrine: saved \(folder)/vitrine-input-2.txt (3 events)\n")
        let first = try String(contentsOfFile: "\(folder)/vitrine-input-1.txt", encoding: .utf8)
        #expect(first.hasSuffix("\n0 resize 640 360\n50 down 500 200\n66 move 400 200\n83 up 300 200\n"))
        let second = try String(contentsOfFile: "\(folder)/vitrine-input-2.txt", encoding: .utf8)
        #expect(second.hasSuffix("\n0 resize 640 360\n50 keydown Left\n50 keyup Left\n"))
        _ = try Self.run(["--preset", "coverflow", "--script", "\(folder)/vitrine-input-1.txt"], directory: folder)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "vitrine-input-1.txt", "vitrine-input-2.txt",
            ])
    }

    /// Arguments and the line expected on stderr, with exit status 64.
    static let refused: [([String], String)] = [
        (
            ["--headless", "--frames", "1", "--record-input", "/nonexistent-folder/in.txt"],
            "vitrine: --record-input: cannot write /nonexistent-folder/in.txt: the folder /nonexistent-folder does not exist\n"
        ),
        (["--headless", "--frames", "1", "--record-input", "/tmp"], "vitrine: --record-input: /tmp is a folder, not a file\n"),
        (["--headless", "--frames", "1", "--record-input", ""], "vitrine: --record-input needs a file path\n"),
        (["--headless", "--frames", "1", "--speed", "1/3"], "vitrine: --speed must be 1, 1/2, 1/4 or 1/10, got '1/3'\n"),
        (
            ["--headless", "--frames", "1", "--compare", "coverflow", "--width", "201"],
            "vitrine: --compare splits the window in two halves of at least 100 points: it needs --width 202 or more, got 201\n"
        ),
        (
            ["--print-swift", "--preset", "coverflow", "--compare", "cylinder"],
            "vitrine: --print-swift prints and exits, without a window: it takes --preset, --presets, --width, --height, not --compare\n"
        ),
    ]

    @Test(arguments: refused.indices)
    func badFlagsGetOneLine(index: Int) throws {
        let (arguments, expected) = Self.refused[index]
        let result = try CommandRunner.vitrine(arguments)
        #expect(result.status == 64 && !result.endedBySignal)
        #expect(result.standardError == expected)
    }

    @Test func anUnknownComparePresetListsThePresets() throws {
        let result = try CommandRunner.vitrine(["--headless", "--preset", "demo", "--frames", "1", "--compare", "nope"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("vitrine: --compare: unknown preset 'nope'; valid presets: demo, "))
        #expect(result.standardError.contains("coverflow"))
        let missing = try CommandRunner.vitrine(["--headless", "--preset", "demo", "--frames", "1", "--record-input"])
        #expect(missing.status == 64)
        #expect(missing.standardError.contains("Missing value for '--record-input <file>'"))
    }

    // A recording that cannot be written at the end is named with the reason, exit status 1,
    // and nothing is left behind; the run itself went on.
    @Test func aFullDiskIsReported() throws {
        let result = try CommandRunner.vitrine(["--headless", "--preset", "demo", "--frames", "2", "--record-input", "/dev/full"])
        #expect(result.status == 1)
        #expect(result.standardError == "vitrine: --record-input: cannot write /dev/full: No space left on device\n")
    }
}
