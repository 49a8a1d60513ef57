import Foundation
import Testing

/// "Copy as Swift" through the real binary: `--print-swift`, and Ctrl+C in a headless run.
@Suite("Copy as Swift from the binary: --print-swift and Ctrl+C write what the committed exports hold")
struct SwiftExportEndToEndTests {
    /// The committed export of `name` (Coverflow) in VitrineExportTests/Generated.
    static func committed(_ name: String) throws -> String {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("VitrineExportTests/Generated/\(name).swift").path
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func printSwiftPrintsThePresetsExportAndExits() throws {
        let result = try CommandRunner.vitrine(["--print-swift", "--preset", "coverflow"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == (try Self.committed("Coverflow")))
        #expect(result.standardError.isEmpty)
        let flow = try CommandRunner.vitrine(["--print-swift", "--preset", "flow-start", "--width", "1280", "--height", "720"])
        #expect(flow.standardOutput == (try Self.committed("FlowStart")))
    }

    @Test func printSwiftTakesAPresetOfAPresetsFileAndTheWindowsSize() throws {
        let file = CommandRunner.temporaryPath("presets.json")
        try #"{"presets": [{"name": "my-circle", "scene": "showcase", "base": "circle", "paging": true}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine([
            "--print-swift", "--presets", file, "--preset", "my-circle",
            "--width", "400", "--height", "300",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("preset \"my-circle\" at 400 × 300."))
        #expect(
            result.standardOutput.contains("func myCircleLayout(itemSize: Size = Size(width: 94.5, height: 126)) -> Layout {"))
        #expect(result.standardOutput.contains("    showcase.snapping = .paging\n"))
    }

    // Without --preset the window opens on coverflow, a carousel (not the demo, which has no
    // library code): --print-swift prints its Swift.
    @Test func theWindowStartsOnCoverflow() throws {
        let result = try CommandRunner.vitrine(["--print-swift"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.hasPrefix(
                "// Made by Vitrine's \"copy as Swift\" from the Showcase preset \"coverflow\" at 1280 × 720."))
    }

    @Test func badCombinationsAreRefusedClearly() throws {
        let cases: [(arguments: [String], status: Int32, message: String)] = [
            (
                ["--print-swift", "--preset", "demo"], 1,
                "vitrine: --print-swift: preset 'demo': the demo is drawn by the playground itself: no library code"
            ),
            (["--print-swift", "--preset", "demo"], 1, "no library code to write as Swift"),
            (["--print-swift", "--preset", "nope"], 64, "vitrine: --preset: unknown preset 'nope'; valid presets: demo, "),
            (
                ["--print-swift", "--preset", "coverflow", "--headless", "--frames", "2"], 64,
                "vitrine: --print-swift prints and exits, without a window: it takes --preset, --presets, --width, --height, not --headless"
            ),
            (["--print-swift", "--list-presets"], 64, "not --list-presets"),
            (["--print-swift", "--preset", "coverflow", "--presets", "/nonexistent/p.json"], 1, "/nonexistent/p.json"),
        ]
        for (arguments, status, message) in cases {
            let result = try CommandRunner.vitrine(arguments)
            #expect(result.status == status && !result.endedBySignal, "\(arguments): \(result.status)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
            #expect(result.standardOutput.isEmpty, "\(arguments)")
        }
    }

    @Test func ctrlCInAHeadlessRunPrintsAndSavesTheScene() throws {
        let folder = try CommandRunner.temporaryFolder("export")
        let script = "\(folder)/script.txt"
        try "100 key Ctrl+C\n300 quit\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--preset", "coverflow", "--script", script], directory: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let expected = try Self.committed("Coverflow")
        #expect(result.standardOutput == expected)
        #expect(try String(contentsOfFile: "\(folder)/coverflow.swift", encoding: .utf8) == expected)
    }

    @Test func ctrlCWithAFolderInTheWaySaysSoAndKeepsIt() throws {
        let folder = try CommandRunner.temporaryFolder("export")
        try FileManager.default.createDirectory(atPath: "\(folder)/wheel.swift", withIntermediateDirectories: false)
        let script = "\(folder)/script.txt"
        try "100 key Ctrl+C\n300 quit\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--preset", "wheel", "--script", script], directory: folder)
        #expect(result.status == 1 && result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardOutput == (try Self.committed("Wheel")))
        #expect(result.standardError == "vitrine: Ctrl+C: cannot save \(folder)/wheel.swift: it is a folder, expected a file\n")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: "\(folder)/wheel.swift", isDirectory: &isFolder) && isFolder.boolValue)
    }
}
