import Foundation
import Testing

/// Negative numbers, and the flags of a command that prints and exits, through the binary.
extension BadInputTests {
    /// Arguments with a negative number (which ArgumentParser took for a flag, answering
    /// "Missing value"), or a value that `--list-presets` or `--print-swift` used to skip, and
    /// the one line expected on stderr with exit status 64.
    static let earlyExitCases: [([String], String)] = [
        (
            ["--headless", "--frames", "1", "--speed", "-1"],
            "vitrine: --speed must be positive: 1, 1/2, 1/4 or 1/10 of full speed, got '-1'\n"
        ),
        (
            ["--headless", "--frames", "1", "--speed", "-0.5"],
            "vitrine: --speed must be positive: 1, 1/2, 1/4 or 1/10 of full speed, got '-0.5'\n"
        ),
        (
            ["--headless", "--frames", "1", "--speed", "0"],
            "vitrine: --speed must be positive: 1, 1/2, 1/4 or 1/10 of full speed, got '0'\n"
        ),
        (["--headless", "--frames", "-1"], "vitrine: --frames must be a positive number of frames, got -1\n"),
        (
            ["--list-presets", "--speed", "-1"],
            "vitrine: --speed must be positive: 1, 1/2, 1/4 or 1/10 of full speed, got '-1'\n"
        ),
        (["--list-presets", "--frames", "0"], "vitrine: --frames must be a positive number of frames, got 0\n"),
        (
            ["--list-presets", "--screenshot", "/nonexistent-folder/x.png"],
            "vitrine: --screenshot: cannot write /nonexistent-folder/x.png: the folder /nonexistent-folder does not exist\n"
        ),
    ]

    @Test(arguments: earlyExitCases.indices)
    func negativeNumbersAndEarlyExitsAreChecked(index: Int) throws {
        let (arguments, expected) = Self.earlyExitCases[index]
        let result = try CommandRunner.vitrine(arguments)
        #expect(result.status == 64 && !result.endedBySignal, "\(arguments)")
        #expect(result.standardError == expected, "\(arguments)")
        #expect(result.standardOutput.isEmpty, "\(arguments)")
    }

    // A negative size is a size out of range, clamped with the warning a large one gets.
    @Test func aNegativeWidthIsClampedWithAWarning() throws {
        let result = try CommandRunner.vitrine(["--headless", "--frames", "1", "--width", "-5", "--height", "-1"])
        #expect(result.status == 0)
        #expect(
            result.standardError == "vitrine: --width -5 is outside 1...8192; using 1\n"
                + "vitrine: --height -1 is outside 1...8192; using 1\n")
    }

    // An unknown --compare or --preset with --list-presets (or --print-swift) gets the line and
    // the exit status --preset nosuch gets, and nothing is listed; the presets of a --presets
    // file count as known.
    @Test func listPresetsRefusesAnUnknownPreset() throws {
        let plain = try CommandRunner.vitrine(["--headless", "--frames", "1", "--preset", "nosuch"])
        #expect(plain.status == 64)
        #expect(plain.standardError.hasPrefix("vitrine: --preset: unknown preset 'nosuch'; valid presets: demo, "))
        for arguments in [["--list-presets", "--preset", "nosuch"], ["--print-swift", "--preset", "nosuch"]] {
            let result = try CommandRunner.vitrine(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.standardError == plain.standardError, "\(arguments)")
            #expect(result.standardOutput.isEmpty, "\(arguments)")
        }
        let compare = try CommandRunner.vitrine(["--list-presets", "--compare", "nosuch"])
        #expect(compare.status == 64)
        #expect(compare.standardError == plain.standardError.replacingOccurrences(of: "--preset:", with: "--compare:"))
        #expect(compare.standardOutput.isEmpty)

        let file = CommandRunner.temporaryPath("presets.json")
        try #"{ "presets": [ { "name": "mine", "scene": "showcase", "base": "coverflow" } ] }"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let fromFile = try CommandRunner.vitrine(["--list-presets", "--presets", file, "--compare", "nosuch"])
        #expect(fromFile.status == 64)
        #expect(fromFile.standardError.hasPrefix("vitrine: --compare: unknown preset 'nosuch'; valid presets: demo, "))
        #expect(fromFile.standardError.hasSuffix(", flow-vertical, mine\n"))
        let known = try CommandRunner.vitrine(["--list-presets", "--presets", file, "--preset", "mine", "--compare", "coverflow"])
        #expect(known.status == 0)
        #expect(known.standardOutput.hasSuffix("flow-vertical\nmine\n"))
    }
}
