import Foundation
import Testing

@Suite("Bad input gives one clear line and a non-zero status")
struct BadInputTests {
    /// Arguments and the line expected on stderr.
    static let cases: [([String], String)] = [
        (["--headless", "--frames", "0"], "vitrine: --frames must be a positive number of frames, got 0\n"),
        (["--headless", "--frames=-3"], "vitrine: --frames must be a positive number of frames, got -3\n"),
        (
            ["--headless", "--frames", "1", "--screenshot", "/nonexistent-folder/x.png"],
            "vitrine: --screenshot: cannot write /nonexistent-folder/x.png: the folder /nonexistent-folder does not exist\n"
        ),
        (["--headless", "--frames", "1", "--screenshot", "/tmp"], "vitrine: --screenshot: /tmp is a folder, not a file\n"),
        (["--headless"], "vitrine: --headless needs --frames N or a --script to know when to stop\n"),
        (
            ["--headless", "--script", "/nonexistent-script.txt"],
            "vitrine: --script: cannot read /nonexistent-script.txt: no such file\n"
        ),
    ]

    @Test(arguments: cases.indices)
    func rejectedWithOneLine(index: Int) throws {
        let (arguments, expected) = Self.cases[index]
        let result = try CommandRunner.vitrine(arguments)
        #expect(result.status == 64 && !result.endedBySignal)
        #expect(result.standardError == expected)
    }

    @Test func unknownFlagPrintsUsage() throws {
        let result = try CommandRunner.vitrine(["--frobnicate"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("Unknown option '--frobnicate'"))
        #expect(result.standardError.contains("Usage: vitrine"))
    }

    @Test func malformedScriptLineNamesFileAndLine() throws {
        let script = CommandRunner.temporaryPath("bad.txt")
        try "0 move 10 10\n# fine so far\n20 wheel 1.5 0\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--script", script])
        #expect(result.status != 0)
        #expect(result.standardError.hasPrefix("vitrine: \(script):3: "))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func missingFontNamesThePathAndRunsWithoutText() throws {
        let shot = CommandRunner.temporaryPath("nofont.png")
        let result = try CommandRunner.vitrine([
            "--headless", "--frames", "1", "--font", "/nonexistent/font.ttf",
            "--screenshot", shot,
        ])
        #expect(result.status == 0)
        #expect(result.standardError.contains("/nonexistent/font.ttf"))
        #expect(FileManager.default.fileExists(atPath: shot))
    }

    @Test func fileThatIsNotAFontNamesThePath() throws {
        let notFont = CommandRunner.temporaryPath("notafont.ttf")
        try "this is not a font".write(toFile: notFont, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--frames", "1", "--font", notFont])
        #expect(result.status == 0)
        #expect(result.standardError.contains(notFont))
    }
}
