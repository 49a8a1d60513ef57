import Foundation
import Testing

/// A person's own types in presets files and in Ctrl+C's Swift, through the binary.
@Suite("Live Swift in presets files and exported Swift")
struct LiveSwiftPresetsTests {
    static let spiral = GoldenTests.swiftExamples.appendingPathComponent("SpiralPath.swift").path

    // Ctrl+S with the spiral path whose turns were stepped up twice: the file names the type,
    // the file and every number; a later run with only that presets file (no --swift) compiles
    // the file, starts on the preset, and Ctrl+C's Swift declares SpiralPath with the saved
    // turns as its default, and it compiles against the library.
    @Test func aSavedPresetBringsItsSwiftBack() throws {
        let folder = try CommandRunner.temporaryFolder("live-presets")
        let (saving, _) = try SavedPresetTests.run(
            ["--preset", "coverflow", "--swift", Self.spiral],
            script: [
                "0 key Tab", "50 key ]", "100 key =", "150 key =", "200 key Tab",
                "300 key Ctrl+S", "400 text my-spiral", "500 key Return",
            ], in: folder, timeout: 120)
        #expect(!saving.standardError.contains("error"), "\(saving.standardError)")
        let saved = try #require(SavedPresetTests.bytes("vitrine-presets.json", in: folder))
        let text = String(decoding: saved, as: UTF8.self)
        #expect(
            text.contains(#""path": { "type": "SpiralPath", "swift": "\#(Self.spiral)", "radius": 0.6, "turns": 0.85 }"#),
            "\(text)")

        let (exporting, _) = try SavedPresetTests.run(
            ["--preset", "my-spiral"], script: ["300 key Ctrl+C"], in: folder,
            timeout: 120)
        #expect(exporting.standardError.contains("vitrine: Swift SpiralPath.swift: SpiralPath (path) · compiled and loaded in "))
        let swift = exporting.standardOutput
        #expect(swift.contains("struct SpiralPath: PathProtocol {"), "\(swift)")
        #expect(swift.contains("    var turns: Double = 0.85          // 0...3"), "\(swift)")
        #expect(swift.contains("path: SpiralPath()"), "\(swift)")
        #expect(swift.contains("import Foundation\nimport VitrineGeometry"), "\(swift)")
        try Self.typecheck(swift)
    }

    // The same for a Flow plugin: saved running with a number stepped, it comes back from the
    // presets file alone, and Ctrl+C declares it with that number.
    @Test func aSavedFlowPresetBringsItsPluginBack() throws {
        let folder = try CommandRunner.temporaryFolder("live-flow-presets")
        let tilt = GoldenTests.swiftExamples.appendingPathComponent("TiltFarCardsPlugin.swift").path
        let (saving, _) = try SavedPresetTests.run(
            ["--preset", "flow-center", "--swift", tilt],
            script: [
                "0 key Tab", "50 key ]", "100 key ]", "150 key ]", "200 key ]", "250 key =", "300 key Tab",
                "400 key Ctrl+S", "500 text my-flow", "600 key Return",
            ], in: folder, timeout: 120)
        #expect(!saving.standardError.contains("error"), "\(saving.standardError)")
        let text = String(decoding: try #require(SavedPresetTests.bytes("vitrine-presets.json", in: folder)), as: UTF8.self)
        #expect(
            text.contains(
                #""swiftPlugins": [{ "type": "TiltFarCardsPlugin", "swift": "\#(tilt)", "runs": true, "maximumTilt": 0.92, "threshold": 0.2, "eyeDistance": 800 }]"#
            ),
            "\(text)")
        let (exporting, _) = try SavedPresetTests.run(
            ["--preset", "my-flow"], script: ["300 key Ctrl+C"], in: folder,
            timeout: 120)
        let swift = exporting.standardOutput
        #expect(swift.contains("    var maximumTilt: Double = 0.92     // 0...1.5"), "\(swift)")
        #expect(swift.contains("TiltFarCardsPlugin()"))
        try Self.typecheck(swift)
    }

    // A presets file whose preset names a type its Swift file does not declare: the run goes on
    // and draws the neutral path.
    @Test func aPresetNamingAMissingTypeDrawsNeutral() throws {
        let folder = try CommandRunner.temporaryFolder("live-presets-missing")
        let presets = folder + "/p.json"
        try """
        { "presets": [ { "name": "ghost", "scene": "showcase", "path": { "type": "GhostPath", "swift": "\(Self.spiral)", "x": 1 } } ] }
        """.write(toFile: presets, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(
            ["--headless", "--presets", presets, "--preset", "ghost", "--frames", "30"],
            timeout: 120)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("SpiralPath (path) · compiled and loaded"))
        #expect(
            result.standardError.contains(
                "vitrine: the path GhostPath of the preset is not in the Swift files (they declare SpiralPath); drawing a neutral value"
            ),
            "\(result.standardError)")
    }

    /// Type-checks `source` against the library modules beside the binary with swiftc.
    static func typecheck(_ source: String) throws {
        let file = CommandRunner.temporaryPath("export.swift")
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        let modules = URL(fileURLWithPath: CommandRunner.vitrine).deletingLastPathComponent().appendingPathComponent("Modules")
            .path
        let result = try CommandRunner.run("/usr/bin/env", ["swiftc", "-typecheck", "-I", modules, file], timeout: 120)
        #expect(result.status == 0, "the exported Swift does not compile: \(result.standardError)")
    }
}
