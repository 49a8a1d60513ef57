import Foundation
import Testing
import VitrineSDL

/// Issue 32's file outputs, through the binary: symbolic links written through, two runs saving
/// into one presets file, a deleted working folder, `--record-input` over a file, and standard
/// output that cannot be written.
extension HostileInputTests {
    /// What is at `path` itself: a link's own text, or nil when it is not a link.
    static func linkText(_ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

    /// The bytes of the file at `path`, or nil.
    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }

    /// Runs `vitrine` with `arguments` through `sh`, its standard output sent to `output` (a
    /// shell redirection, such as `> /dev/full`), in `directory`.
    static func vitrine(_ arguments: [String], output: String, directory: String? = nil) throws -> CommandRunner.Result {
        let quoted = ([CommandRunner.vitrine] + arguments).map { "'\($0.replacingOccurrences(of: "'", with: "'\\''"))'" }
        return try CommandRunner.run(
            "/bin/sh", ["-c", "exec \(quoted.joined(separator: " ")) \(output)"],
            timeout: 60, directory: directory)
    }

    // MARK: Issue 32, 5. Symbolic links written through

    // Every output through a link: --screenshot, a script's shot, --profile, Ctrl+C's file and a
    // link standing in for /dev/stdout (a link to a descriptor's file). Each link stays a link,
    // and its file gets the new bytes; S and Ctrl+R, which never overwrite, take the next name
    // past a link.
    @Test func outputsAreWrittenThroughSymbolicLinks() throws {
        let folder = try CommandRunner.temporaryFolder("links")
        let real = "\(folder)/real"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: false)
        let links = [
            "shot.png": "real/shot.png", "scripted.png": "real/scripted.png", "p.csv": "real/p.csv",
            "coverflow.swift": "real/coverflow.swift", "vitrine-coverflow-1.png": "real/taken.png",
            "vitrine-input-1.txt": "real/taken.txt",
        ]
        for (name, destination) in links {
            _ = FileManager.default.createFile(atPath: "\(folder)/\(destination)", contents: Data("old \(name)".utf8))
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/\(name)", withDestinationPath: destination)
        }
        // A stand-in for /dev/stdout (a link to /proc/self/fd/1): replacing it must never happen.
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/stdout", withDestinationPath: "/proc/self/fd/1")
        let script = "\(folder)/script.txt"
        try "100 key Ctrl+R\n150 key S\n200 key Ctrl+C\n250 key Ctrl+R\n300 shot \(folder)/scripted.png\n350 quit\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        let result = try Self.vitrine(
            [
                "--headless", "--preset", "coverflow", "--script", script, "--screenshot", "shot.png",
                "--profile", "p.csv", "--width", "320", "--height", "200",
            ],
            output: "> \(folder)/out.txt", directory: folder)
        #expect(result.status == 0 && !result.endedBySignal, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        for (name, destination) in links {
            #expect(Self.linkText("\(folder)/\(name)") == destination, "\(name) is no longer a link to \(destination)")
        }
        #expect(try Bitmap(contentsOfFile: "\(real)/shot.png").width == 320)
        #expect(try Bitmap(contentsOfFile: "\(real)/scripted.png").width == 320)
        #expect(try String(contentsOfFile: "\(real)/p.csv", encoding: .utf8).hasPrefix("frame,input,"))
        #expect(try String(contentsOfFile: "\(real)/coverflow.swift", encoding: .utf8).contains("import VitrineShowcase"))
        // Never overwritten: the next names were taken.
        #expect(Self.bytes("\(real)/taken.png") == Array("old vitrine-coverflow-1.png".utf8))
        #expect(Self.bytes("\(real)/taken.txt") == Array("old vitrine-input-1.txt".utf8))
        #expect(try Bitmap(contentsOfFile: "\(folder)/vitrine-coverflow-2.png").width == 320)
        #expect(FileManager.default.fileExists(atPath: "\(folder)/vitrine-input-2.txt"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: real).sorted()
                == ["coverflow.swift", "p.csv", "scripted.png", "shot.png", "taken.png", "taken.txt"])

        // A link to the file standard output goes to is written through too.
        let shot = try Self.vitrine(
            [
                "--headless", "--preset", "demo", "--frames", "1", "--width", "64", "--height", "48", "--screenshot",
                "\(folder)/stdout",
            ], output: "> \(folder)/piped.png")
        #expect(shot.status == 0 && !shot.endedBySignal, "\(shot.standardError)")
        #expect(Self.linkText("\(folder)/stdout") == "/proc/self/fd/1")
        #expect(try Bitmap(contentsOfFile: "\(folder)/piped.png").width == 64)
    }

    // A link that leads nowhere, loops or leads to a folder is one line at the start, exit 64,
    // and stays as it was; nothing is written anywhere.
    @Test(arguments: [
        (
            "dangling.png", "nowhere.png",
            "it is a symbolic link to nowhere.png, which does not exist; expected a file or a link to one"
        ),
        (
            "loop.png", "loop.png",
            "it is a symbolic link that loops (too many levels of symbolic links); expected a file or a link to one"
        ),
        ("folder.png", ".", "it is a symbolic link to a folder (FOLDER), expected a file"),
    ])
    func linksThatLeadToNoFileAreRefused(name: String, destination: String, reason: String) throws {
        let folder = try CommandRunner.temporaryFolder("bad-links")
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/\(name)", withDestinationPath: destination)
        for flag in ["--screenshot", "--profile", "--record-input"] {
            let result = try CommandRunner.vitrine(
                ["--headless", "--preset", "demo", "--frames", "1", flag, name], directory: folder)
            #expect(result.status == 64 && !result.endedBySignal)
            let resolved = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            #expect(
                result.standardError == "vitrine: \(flag): cannot write \(name): "
                    + reason.replacingOccurrences(of: "FOLDER", with: resolved) + "\n")
            #expect(Self.linkText("\(folder)/\(name)") == destination)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [name])
        }
    }

    // A --record folder that is a link to nothing is one line at the start, exit 64; a link to
    // an empty folder is recorded into, the link kept.
    @Test func aRecordFolderIsFollowedThroughALink() throws {
        let folder = try CommandRunner.temporaryFolder("record-links")
        try FileManager.default.createDirectory(atPath: "\(folder)/frames", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/into", withDestinationPath: "frames")
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/nowhere", withDestinationPath: "missing")
        let refused = try CommandRunner.vitrine(
            ["--headless", "--preset", "demo", "--frames", "2", "--record", "nowhere"], directory: folder)
        #expect(refused.status == 64 && !refused.endedBySignal)
        #expect(
            refused.standardError == "vitrine: --record: nowhere is a symbolic link that leads to no folder (to nothing, "
                + "or in a loop); expected a new or empty folder\n")
        let recorded = try CommandRunner.vitrine(
            [
                "--headless", "--preset", "demo", "--frames", "2", "--width", "64", "--height", "48",
                "--record", "into",
            ], directory: folder)
        #expect(recorded.status == 0 && !recorded.endedBySignal, "\(recorded.standardError)")
        #expect(Self.linkText("\(folder)/into") == "frames" && Self.linkText("\(folder)/nowhere") == "missing")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: "\(folder)/frames").sorted()
                == ["demo.gif", "frame-00001.png", "frame-00002.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["frames", "into", "nowhere"])
    }

    // MARK: Issue 32, 6. Two runs saving into one presets file

    // Two headless runs save 150 presets each into the same file at the same time: every save
    // lands, and the file ends with all 300, each once.
    @Test func twoRunsSavingIntoOneFileKeepEveryPreset() throws {
        let folder = try CommandRunner.temporaryFolder("two-windows")
        let path = "\(folder)/presets.json"
        try "{ \"presets\": [] }\n".write(toFile: path, atomically: true, encoding: .utf8)
        var runs: [(Process, output: URL, error: URL)] = []
        for who in ["a", "b"] {
            let lines = (1...150).flatMap { index in
                let time = (index - 1) * 40
                return ["\(time) key Ctrl+S", "\(time + 10) text \(who)-\(index)", "\(time + 20) key Return"]
            }
            let script = "\(folder)/\(who).txt"
            try (lines + ["6100 quit"]).joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
            runs.append(
                try CommandRunner.start(
                    CommandRunner.vitrine,
                    [
                        "--headless", "--preset", "coverflow", "--presets",
                        path, "--script", script, "--width", "320",
                        "--height", "200",
                    ]))
        }
        for (process, _, error) in runs {
            let status = CommandRunner.wait(for: process, timeout: 180)
            #expect(status == 0 && process.terminationReason == .exit)
            #expect((try? String(contentsOf: error, encoding: .utf8)) == "")
        }
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        let presets = try #require(file?["presets"] as? [[String: Any]])
        let names = presets.compactMap { $0["name"] as? String }
        let expected = ["a", "b"].flatMap { who in (1...150).map { "\(who)-\($0)" } }
        #expect(names.count == 300, "\(300 - names.count) presets lost")
        #expect(Set(names) == Set(expected))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == ["a.txt", "b.txt", "presets.json", "presets.json.bak"])
    }

    // MARK: Issue 32, 9. A deleted working folder

    // Ctrl+C, S, Ctrl+R and Ctrl+S (into the default presets file) in a working folder deleted
    // under the run: each says why on stderr, nothing is written (in `/` least of all), and the
    // exit status is 1.
    @Test func aDeletedWorkingFolderIsSaidAndNothingWrittenElsewhere() throws {
        let parent = try CommandRunner.temporaryFolder("deleted")
        let gone = "\(parent)/gone"
        let script = "\(parent)/script.txt"
        try "100 key Ctrl+C\n150 key Ctrl+R\n200 key S\n250 key Ctrl+R\n270 key Ctrl+S\n300 quit\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        let names = ["coverflow.swift", "vitrine-coverflow-1.png", "vitrine-input-1.txt", "vitrine-presets.json"]
        let before = names.map { FileManager.default.fileExists(atPath: "/\($0)") }
        let command =
            "mkdir '\(gone)' && cd '\(gone)' && rmdir '\(gone)' && exec '\(CommandRunner.vitrine)' --headless "
            + "--preset coverflow --width 320 --height 200 --script '\(script)'"
        let result = try CommandRunner.run("/bin/sh", ["-c", command])
        #expect(result.status == 1 && !result.endedBySignal, "\(result.standardError)")
        let reason = "the working folder \(gone) has been deleted; nothing was written"
        #expect(
            result.errorLines == [
                "vitrine: Ctrl+C: cannot save coverflow.swift: \(reason)",
                "vitrine: S: cannot save vitrine-coverflow-1.png: \(reason)",
                "vitrine: Ctrl+R: cannot save the input: vitrine-input-1.txt: \(reason)",
                "vitrine: Ctrl+S: cannot save into vitrine-presets.json: \(reason)",
            ])
        #expect(names.map { FileManager.default.fileExists(atPath: "/\($0)") } == before)
        #expect(!result.standardOutput.contains("vitrine: saved"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["script.txt"])
    }

    // MARK: Issue 32, 10. --record-input never overwrites

    // --record-input naming the script being played, another file, or a link to one is refused
    // before anything plays, exit 64; each file is byte for byte as it was.
    @Test func recordInputNeverOverwritesAFile() throws {
        let folder = try CommandRunner.temporaryFolder("record-input")
        let script = "\(folder)/s.txt"
        let text = "# my script, with its comments\n0 wheel 0 -1\n100 quit\n"
        try text.write(toFile: script, atomically: true, encoding: .utf8)
        try "notes\n".write(toFile: "\(folder)/notes.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/link.txt", withDestinationPath: "notes.txt")
        for target in ["s.txt", "notes.txt", "link.txt"] {
            let result = try CommandRunner.vitrine(
                [
                    "--headless", "--preset", "demo", "--script", script, "--record-input", target,
                    "--screenshot", "shot.png",
                ], directory: folder)
            #expect(result.status == 64 && !result.endedBySignal)
            #expect(
                result.standardError == "vitrine: --record-input: \(target) already exists; --record-input never "
                    + "overwrites a file: name a new one\n")
        }
        #expect(Self.bytes(script) == Array(text.utf8))
        #expect(Self.bytes("\(folder)/notes.txt") == Array("notes\n".utf8))
        #expect(Self.linkText("\(folder)/link.txt") == "notes.txt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["link.txt", "notes.txt", "s.txt"])
        // A device is no file to keep: it is written to.
        let device = try CommandRunner.vitrine([
            "--headless", "--preset", "demo", "--script", script, "--record-input", "/dev/null",
        ])
        #expect(device.status == 0 && !device.endedBySignal, "\(device.standardError)")
    }

    // MARK: Issue 32, 12. Standard output that cannot be written

    // What is printed to a full standard output fails with one line and a non-zero status.
    @Test(arguments: [
        (["--print-swift", "--preset", "parallax"], "the Swift"), (["--list-presets"], "the preset names"),
        (["--help"], "the help"), (["--version"], "the version"),
    ])
    func aFullStandardOutputIsAnError(arguments: [String], what: String) throws {
        let result = try Self.vitrine(arguments, output: "> /dev/full")
        #expect(result.status == 1 && !result.endedBySignal)
        #expect(result.standardError == "vitrine: cannot print \(what): standard output: No space left on device\n")
    }

    // Ctrl+C with standard output full: the file is saved, the failure to print is said on
    // stderr (not "printed"), and the run exits 1; a folder in the way of the file is an error
    // too, never a mere warning.
    @Test func ctrlCWithAFullStandardOutputSaysItWasNotPrinted() throws {
        let folder = try CommandRunner.temporaryFolder("full-stdout")
        let script = "\(folder)/script.txt"
        try "100 key Ctrl+C\n300 quit\n".write(toFile: script, atomically: true, encoding: .utf8)
        let arguments = ["--headless", "--preset", "coverflow", "--script", script]
        let full = try Self.vitrine(arguments, output: "> /dev/full", directory: folder)
        #expect(full.status == 1 && !full.endedBySignal)
        #expect(full.standardError == "vitrine: Ctrl+C: cannot print the Swift: standard output: No space left on device\n")
        #expect(try String(contentsOfFile: "\(folder)/coverflow.swift", encoding: .utf8).contains("import VitrineShowcase"))

        try FileManager.default.removeItem(atPath: "\(folder)/coverflow.swift")
        try FileManager.default.createDirectory(atPath: "\(folder)/coverflow.swift", withIntermediateDirectories: false)
        let blocked = try CommandRunner.vitrine(arguments, directory: folder)
        #expect(blocked.status == 1 && !blocked.endedBySignal)
        #expect(
            blocked.standardError
                == "vitrine: Ctrl+C: cannot save \(folder)/coverflow.swift: it is a folder, expected a file\n")
    }
}
