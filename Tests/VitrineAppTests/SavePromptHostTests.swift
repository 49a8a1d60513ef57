import Foundation
import Testing
import VitrineGeometry
import VitrineInput
import VitrineTestSupport

@testable import VitrineApp
@testable import VitrinePlayground

/// Ctrl+S through the core and the host's answers from the disk (``App/performRequests(at:)``'s
/// presets work, without a window): what the user sees, and what the file holds.
@Suite("Saving a preset from the window into a file on disk")
struct SavePromptHostTests {
    static let viewport = Size(width: 1280, height: 720)

    /// Answers the core's requests for the presets file from the disk, as the window does
    /// after each event; other requests are left out.
    static func serve(_ core: inout PlaygroundCore, at time: Double) {
        var requests = core.takeRequests()
        while !requests.isEmpty {
            for request in requests {
                switch request {
                case .readPresetsFile(let path):
                    core.receive(App.readPresetsFile(path: path), at: time)
                case .savePreset(let entry, let path, let snapshot, let replacing):
                    core.receive(App.savePreset(entry, to: path, expecting: snapshot, replacing: replacing), at: time)
                default:
                    break
                }
            }
            requests = core.takeRequests()
        }
    }

    /// Presses and releases `key` at `time`, answering what the core asks after each.
    static func press(_ key: Key, _ modifiers: KeyModifiers = [], in core: inout PlaygroundCore, at time: Double) {
        _ = core.handle(.keyDown(key, modifiers: modifiers, isRepeat: false), at: time)
        serve(&core, at: time)
        _ = core.handle(.keyUp(key, modifiers: modifiers), at: time)
        serve(&core, at: time)
    }

    /// Types `name` into the prompt Ctrl+S opens, and presses Enter.
    static func save(_ name: String, in core: inout PlaygroundCore, at time: Double) {
        Self.press(.s, .control, in: &core, at: time)
        _ = core.handle(.text(name), at: time + 0.1)
        Self.press(.returnKey, in: &core, at: time + 0.2)
    }

    // Tuned coverflow saved as "wide" into a new file: the file holds it, it reads back with
    // the tuned number, and the window runs it.
    @Test func aTunedSceneIsSavedAndReadsBack() throws {
        let folder = try ScratchFolder()
        let path = folder.file("presets.json")
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport, presetsPath: path)
        Self.press(.tab, in: &core, at: 0)
        Self.press(.rightBracket, in: &core, at: 0.1)
        for step in 0..<5 { Self.press(.equals, in: &core, at: 0.2 + Double(step) / 100) }
        Self.save("wide", in: &core, at: 1)
        #expect(core.savePrompt == nil)
        let presets = try PresetsFile.load(path: path)
        #expect(presets.map(\.name) == ["wide"] && core.userPresets.map(\.name) == ["wide"])
        let reopened = try PlaygroundCore(preset: "wide", viewport: Self.viewport, userPresets: presets)
        #expect(reopened.scene.parameters.map(\.number) == core.scene.parameters.map(\.number))
        #expect(core.scene.parameters[1].value == "0.50" && core.presetName == "wide")
        #expect(core.notice?.text == "Saved preset \"wide\" in \(path); Shift+1 or --preset wide starts it")
        #expect(try folder.contents() == ["presets.json"])
    }

    // The same name again asks first: Enter replaces the preset in place (the first file kept
    // as .bak, which the notice names), Esc keeps it.
    @Test func aNameTheFileHasAsksBeforeReplacing() throws {
        let folder = try ScratchFolder()
        let path = folder.file("presets.json")
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport, presetsPath: path)
        Self.save("mine", in: &core, at: 1)
        let first = try #require(folder.bytes(of: "presets.json"))
        Self.press(.g, in: &core, at: 2)
        Self.save("mine", in: &core, at: 3)
        #expect(core.savePrompt?.replacingLine == 3 && folder.bytes(of: "presets.json") == first)
        Self.press(.escape, in: &core, at: 4)
        #expect(core.savePrompt == nil && folder.bytes(of: "presets.json") == first)
        Self.save("mine", in: &core, at: 5)
        Self.press(.returnKey, in: &core, at: 5.5)
        #expect(core.savePrompt == nil && folder.bytes(of: "presets.json.bak") == first)
        #expect(try PresetsFile.load(path: path).map(\.name) == ["mine"])
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"snapping\": \"paging\""))
        #expect(
            core.notice?.text == "Saved preset \"mine\" in \(path) (the previous file is \(path).bak); "
                + "Shift+1 or --preset mine starts it")
    }

    // A file edited while the prompt is open gets the new preset added to it as it is now,
    // the edit kept.
    @Test func aFileEditedMeanwhileGetsThePresetWithTheEditKept() throws {
        let folder = try ScratchFolder()
        let path = folder.write("{ \"presets\": [] }\n", to: "presets.json")
        var core = try PlaygroundCore(preset: "flow-start", viewport: Self.viewport, presetsPath: path)
        Self.press(.s, .control, in: &core, at: 1)
        let edited = "{ \"presets\": [ { \"name\": \"theirs\", \"scene\": \"flow\" } ] }\n"
        try edited.write(toFile: path, atomically: false, encoding: .utf8)
        _ = core.handle(.text("ours"), at: 1.1)
        Self.press(.returnKey, in: &core, at: 1.2)
        #expect(core.savePrompt == nil)
        #expect(try PresetsFile.load(path: path).map(\.name) == ["theirs", "ours"])
        #expect(folder.bytes(of: "presets.json.bak") == Array(edited.utf8))
    }

    // Replacing a preset of a file edited since the prompt opened is refused and said; the
    // prompt takes the file as it is now, and Enter then adds the preset to it.
    @Test func aPresetOfAFileChangedOnDiskIsNotReplaced() throws {
        let folder = try ScratchFolder()
        let path = folder.write(#"{"presets": [{"name": "mine", "scene": "flow"}]}"#, to: "presets.json")
        var core = try PlaygroundCore(preset: "flow-start", viewport: Self.viewport, presetsPath: path)
        Self.save("mine", in: &core, at: 1)
        #expect(core.savePrompt?.replacingLine == 1)
        let edited = #"{"presets": [{"name": "theirs", "scene": "flow"}]}"#
        try edited.write(toFile: path, atomically: false, encoding: .utf8)
        Self.press(.returnKey, in: &core, at: 2)
        #expect(
            core.savePrompt?.problem
                == "\(path) changed on disk since the prompt opened; nothing was saved. Enter saves into it as it is now.")
        #expect(core.savePrompt?.snapshot == PresetsSnapshot(path: path, bytes: Array(edited.utf8)))
        #expect(folder.bytes(of: "presets.json") == Array(edited.utf8))
        Self.press(.returnKey, in: &core, at: 3)
        #expect(core.savePrompt == nil)
        #expect(try PresetsFile.load(path: path).map(\.name) == ["theirs", "mine"])
    }
}
