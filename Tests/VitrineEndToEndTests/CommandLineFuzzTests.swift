import Foundation
import Testing
import VitrineTestSupport

/// Random command lines, valid and not: every one ends in a clean run or a clear error (exit
/// status 1, or 64 for a usage error, with a message on stderr), never a crash or a hang. The
/// display is taken away, so that a line without `--headless` fails fast (SDL would settle for
/// its offscreen driver; Vitrine refuses to run a window nobody can see).
@Suite("Command lines, fuzzed")
struct CommandLineFuzzTests {
    static let cases = 120

    /// Pieces of command lines: flags with good and bad values, files that exist and do not.
    static func pieces(folder: String) -> [[String]] {
        [
            ["--headless"], ["--headless"], ["--headless"], ["--frames", "2"], ["--frames", "0"], ["--frames", "-3"],
            ["--frames", "x"], ["--frames"], ["--width", "16"], ["--width", "9000"], ["--height", "1"],
            ["--height", "200"], ["--preset", "coverflow"], ["--preset", "flow-end"], ["--preset", "nope"],
            ["--preset", ""], ["--script", "\(folder)/good.txt"], ["--script", "\(folder)/bad.txt"],
            ["--script", "/nonexistent"], ["--presets", "\(folder)/good.json"], ["--presets", "\(folder)/bad.json"],
            ["--presets", folder], ["--screenshot", "\(folder)/out.png"], ["--screenshot", "/nonexistent/x.png"],
            ["--record", "\(folder)/rec"], ["--record", "\(folder)/good.txt"], ["--font", "/nonexistent.ttf"],
            ["--font", "\(folder)/good.txt"], ["--software"], ["--check"], ["--profile", "\(folder)/p.csv"],
            ["--list-presets"], ["--bogus"], ["-x"], ["positional"], ["--help"], ["--width", "1e3"],
            // Odd paths, relative to the folder the run starts in.
            ["--screenshot", "-"], ["--screenshot", "1"], ["--screenshot", "a/"], ["--screenshot", "."],
            ["--screenshot", ".."], ["--screenshot", "a b ä.png"], ["--profile", "a"], ["--record", "r"],
            ["--record", "-"], ["--record", "."],
            // Odd files: a folder, a named pipe nobody writes or reads, endless and full devices, a huge file.
            ["--font", folder], ["--font", "\(folder)/fifo"], ["--font", "/dev/zero"], ["--font", "\(folder)/huge"],
            ["--presets", "\(folder)/fifo"], ["--presets", "/dev/zero"], ["--presets", "/dev/null"],
            ["--presets", "\(folder)/huge"], ["--script", "/dev/zero"], ["--script", "\(folder)/huge"],
            ["--script", folder], ["--screenshot", "/dev/full"], ["--screenshot", "\(folder)/fifo"],
            ["--profile", "/dev/full"], ["--record", "\(folder)/fifo"], ["--record", "/dev/null"],
            // Odd sizes.
            ["--width", "2147483648"], ["--width", "0"], ["--height", "-1"], ["--height", "99999999999999999999"],
            ["--width", "1"], ["--height", "8193"],
        ]
    }

    @Test func randomCommandLinesEndCleanly() throws {
        let folder = CommandRunner.temporaryPath("cli")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "0 wheel 0 -1\n50 quit\n".write(toFile: "\(folder)/good.txt", atomically: true, encoding: .utf8)
        try "0 wheel 0 -1\nten quit\n".write(toFile: "\(folder)/bad.txt", atomically: true, encoding: .utf8)
        try #"{"presets": [{"name": "mine", "scene": "flow"}]}"#
            .write(toFile: "\(folder)/good.json", atomically: true, encoding: .utf8)
        try #"{"presets": [{"name": "mine", "scene": "flow", "x": 1}]}"#
            .write(toFile: "\(folder)/bad.json", atomically: true, encoding: .utf8)
        #expect(mkfifo("\(folder)/fifo", 0o600) == 0)
        #expect(FileManager.default.createFile(atPath: "\(folder)/huge", contents: nil))
        #expect(truncate("\(folder)/huge", 200_000_000) == 0)
        let pieces = Self.pieces(folder: folder)
        var random = SplitMix64(seed: 0xC11)
        var statuses: [Int32: Int] = [:]
        for _ in 0..<Self.cases {
            var arguments: [String] = []
            for _ in 0..<random.int(in: 1...5) { arguments += pieces[random.int(in: 0...pieces.count - 1)] }
            let result = try CommandRunner.run(
                CommandRunner.vitrine, arguments, timeout: 30, environment: ["DISPLAY": ""],
                directory: folder)
            statuses[result.status, default: 0] += 1
            #expect(
                [0, 1, 64].contains(result.status) && !result.endedBySignal,
                "\(arguments): status \(result.status), \(result.standardError)")
            if result.status != 0 {
                #expect(!result.standardError.isEmpty, "\(arguments): no message")
            }
        }
        print("Command lines: \(Self.cases) random cases, exit statuses \(statuses.sorted { $0.key < $1.key })")
    }
}
