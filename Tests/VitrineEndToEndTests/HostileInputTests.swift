import Foundation
import Testing
import VitrineFiles
import VitrineSDL

/// What a hostile tester typed or gave in a file, through the real binary: each ends in a
/// clear line and a clean exit (never a signal), or simply works, and loses no output.
@Suite("Hostile input through the binary")
struct HostileInputTests {
    // MARK: 1. --help and --version

    /// Every flag the command takes.
    static let flags = [
        "--headless", "--frames", "--screenshot", "--width", "--height", "--script", "--font",
        "--software", "--preset", "--list-presets", "--presets", "--record", "--check", "--profile",
        "--version", "--help",
    ]

    @Test(arguments: ["--help", "-h"])
    func helpListsEveryFlag(flag: String) throws {
        let result = try CommandRunner.vitrine([flag])
        #expect(result.status == 0 && !result.endedBySignal, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("OVERVIEW: A real-time playground"))
        #expect(result.standardOutput.contains("USAGE: vitrine <options>"))
        for name in Self.flags {
            #expect(result.standardOutput.contains(name), "\(name) missing from --help")
        }
        #expect(result.standardOutput.contains("1...8192"))
        #expect(result.standardError.isEmpty)
    }

    @Test func versionPrintsTheVersionAndSDL() throws {
        let result = try CommandRunner.vitrine(["--version"])
        #expect(result.status == 0 && !result.endedBySignal)
        #expect(result.standardOutput.hasPrefix("0.1.0 (SDL 2."), "\(result.standardOutput)")
    }

    @Test func aUsageErrorPointsToHelp() throws {
        let result = try CommandRunner.vitrine(["--frames", "x"])
        #expect(result.status == 64 && !result.endedBySignal)
        #expect(result.standardError.contains("See 'vitrine --help' for more information."))
    }

    // MARK: 2. Odd paths

    /// Output paths that are odd but name files: each is written, relative to the run's folder.
    @Test(arguments: ["-", "1", "a", "r", "with space.png", "ä ö.png", "日本語.png", "./dot", ".hidden"])
    func oddFilePathsAreWritten(path: String) throws {
        let folder = try CommandRunner.temporaryFolder("odd-paths")
        // `--profile=-.csv`: ArgumentParser reads a separate value that starts with "-" as a flag.
        let result = try CommandRunner.vitrine(
            [
                "--headless", "--preset", "demo", "--frames", "1", "--screenshot", path,
                "--profile=\(path).csv",
            ], directory: folder)
        #expect(result.status == 0 && !result.endedBySignal, "\(path): \(result.standardError)")
        let shot = try Bitmap(contentsOfFile: "\(folder)/\(path)")
        #expect(shot.width == 1280 && shot.height == 720)
        let profile = try String(contentsOfFile: "\(folder)/\(path).csv", encoding: .utf8)
        #expect(profile.split(separator: "\n").count == 2)
        // Nothing else was left behind (no partial files).
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 2)
    }

    /// Output paths that name folders, and the line each gets.
    static let folderPaths: [(String, String)] = [
        ("a/", "vitrine: --screenshot: a/ names a folder (it ends with '/'), not a file\n"),
        (".", "vitrine: --screenshot: . is a folder, not a file\n"),
        ("..", "vitrine: --screenshot: .. is a folder, not a file\n"),
        ("", "vitrine: --screenshot needs a file path\n"),
    ]

    @Test(arguments: folderPaths.indices)
    func folderPathsAreRefused(index: Int) throws {
        let (path, expected) = Self.folderPaths[index]
        let folder = try CommandRunner.temporaryFolder("odd-paths")
        let result = try CommandRunner.vitrine(
            ["--headless", "--preset", "demo", "--frames", "1", "--screenshot", path], directory: folder)
        #expect(result.status == 64 && !result.endedBySignal)
        #expect(result.standardError == expected)
    }

    @Test(arguments: ["r", "-", "a b", "ä"])
    func oddRecordFoldersAreMade(path: String) throws {
        let folder = try CommandRunner.temporaryFolder("odd-record")
        let result = try CommandRunner.vitrine(
            ["--headless", "--preset", "demo", "--frames", "3", "--record", path], directory: folder)
        #expect(result.status == 0 && !result.endedBySignal, "\(result.standardError)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(path)").sorted()
                == ["demo.gif", "frame-00001.png", "frame-00002.png", "frame-00003.png"])
    }
}
