import Testing
import VitrineGeometry
import VitrineInput
import VitrineLive
import VitrineShowcase

@testable import VitrinePlayground

/// A person's types in the core, run by a stand-in for the host's code: a path that answers
/// `offset + gain × value` from its numbers, and knows its numbers' names and defaults.
final class StandInCode: LiveCode, @unchecked Sendable {
    func call(_ method: LiveMethod, of name: String, numbers: [String: Double], inputs: [Double]) -> [Double]? {
        guard name == "Tilted", method == .normalizedPath else { return nil }
        return inputs.map { (numbers["offset"] ?? 0.25) + (numbers["gain"] ?? 0.5) * $0 }
    }

    func defaultNumber(_ number: String, of name: String) -> Double? {
        name == "Tilted" ? ["offset": 0.25, "gain": 0.5][number] : nil
    }

    func numberNames(of name: String) -> [String]? { name == "Tilted" ? ["offset", "gain"] : nil }

    func placesItems(of name: String) -> Bool? { nil }
}

@Suite("A person's types in the core")
struct LiveSwiftTypesTests {
    static let code = StandInCode()
    static let live = LiveSwiftTypes(
        types: [
            LiveTypeDescription(kind: .path, name: "Tilted", entry: 0, numberNames: ["offset", "gain"], defaults: [0.25, 0.5])
        ],
        code: code, files: ["tilted.swift"])

    @Test("The first load switches the scene to the person's path; P cycles back through the built-in ones")
    func firstLoadSwitches() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Size(width: 1280, height: 720))
        core.receive(.liveSwiftLoaded(Self.live, warnings: [], seconds: 0.5), at: 1)
        let scene = try #require(core.scene as? ShowcaseScene)
        #expect(scene.pathChoice.label == "Tilted (Swift)")
        #expect(
            scene.settings.first { $0.name == "Path" }?.choices == [
                "straight", "circle", "wave", "linear", "bezier", "Tilted (Swift)",
            ])
        #expect(scene.configuration.path.normalizedPath(withCoordinate: 0.5) == 0.5)
        #expect(core.notice?.text == "Swift tilted.swift: Tilted (path)")
        // Its numbers are the panel's, with their defaults; stepping one (0…1 from its default 0.5,
        // in steps of 0.02) sets it on the path.
        #expect(scene.parameters.prefix(2).map(\.name) == ["offset", "gain"])
        var stepped = scene
        stepped.adjustParameter(at: 1, by: 1)
        #expect((stepped.configuration.path as? LivePath)?.numbers.values == ["gain": 0.52])
        #expect(stepped.configuration.path.normalizedPath(withCoordinate: 1) == 0.25 + 0.52)
        // A second load does not switch again.
        _ = core.handle(.keyDown(.p, modifiers: [], isRepeat: false), at: 2)
        core.receive(.liveSwiftLoaded(Self.live, warnings: [], seconds: 0.5), at: 3)
        #expect((core.scene as? ShowcaseScene)?.pathChoice.name == "straight")
    }

    @Test("A person's number stepped in the panel is undone by Ctrl+Z and redone by Ctrl+Shift+Z")
    func undoesANumber() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Size(width: 1280, height: 720))
        core.receive(.liveSwiftLoaded(Self.live, warnings: [], seconds: 0.5), at: 1)
        for (time, key, modifiers) in [(2.0, Key.tab, KeyModifiers()), (2.1, .equals, []), (2.2, .equals, [])] {
            _ = core.handle(.keyDown(key, modifiers: modifiers, isRepeat: false), at: time)
            _ = core.handle(.keyUp(key, modifiers: modifiers), at: time)
        }
        func offset() -> Double? { ((core.scene as? ShowcaseScene)?.configuration.path as? LivePath)?[number: "offset"] }
        // 0…0.5 around its default 0.25, in steps of 0.01; each press is one change.
        #expect(offset() == 0.27)
        _ = core.handle(.keyDown(.z, modifiers: .control, isRepeat: false), at: 3)
        #expect(offset() == 0.26)
        _ = core.handle(.keyDown(.z, modifiers: [.control, .shift], isRepeat: false), at: 4)
        #expect(offset() == 0.27)
    }

    @Test("A preset with the person's path reads back equal from the presets file it saves")
    func presetsRoundTrip() throws {
        var configuration = ShowcaseConfiguration()
        configuration.path = LivePath(name: "Tilted", numbers: LiveNumbers(["gain": 0.75]), code: Self.code, file: "tilted.swift")
        let value = PresetEntry.Value.shape(configuration.path, from: ShowcaseChoices.paths)
        #expect(
            value
                == .object([
                    PresetEntry.Member("type", .string("Tilted")), PresetEntry.Member("swift", .string("tilted.swift")),
                    PresetEntry.Member("offset", .number(0.25)), PresetEntry.Member("gain", .number(0.75)),
                ]))
        let file =
            #"{"presets": [{"name": "t", "scene": "showcase", "path": {"type": "Tilted", "swift": "tilted.swift", "offset": 0.25, "gain": 0.75}}]}"#
        let read = try PresetsFile.presets(in: file, path: "p.json", liveCode: Self.code)
        let path = try #require((read.first?.configuration as? ShowcaseConfiguration)?.path as? LivePath)
        #expect(path == configuration.path as? LivePath)
        #expect(path.file == "tilted.swift" && path.normalizedPath(withCoordinate: 1) == 1)
        #expect(read.first?.swiftFiles == ["tilted.swift"])
    }

    @Test(
        "A person's type in a presets file needs a type name, a file and numbers",
        arguments: [
            (
                #"{"type": "Tilted", "swift": ""}"#,
                "p.json:1:85: presets[0].path.swift: expected \"swift\": the path of a Swift file"
            ),
            (
                #"{"type": "Tilted", "swift": "t.swift", "gain": "high"}"#,
                "p.json:1:104: presets[0].path.gain: expected a number, found a string"
            ),
        ])
    func presetsProblems(shape: String, problem: String) {
        let file = #"{"presets": [{"name": "t", "scene": "showcase", "path": "# + shape + "}]}"
        #expect(throws: PresetsFileError.self) { try PresetsFile.presets(in: file, path: "p.json") }
        do {
            _ = try PresetsFile.presets(in: file, path: "p.json")
        } catch {
            #expect(error.description.contains(problem), "\(error.description)")
        }
    }
}
