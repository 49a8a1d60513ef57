import Foundation
import Testing
import VitrineGeometry
import VitrineInput
@testable import VitrinePlayground
import VitrineTestSupport

/// Ctrl+S keeps the scene as tuned as a preset of the presets file, through the core's input.
@Suite("Saving a preset from the window")
struct SavePromptTests {
    static let viewport = Size(width: 1280, height: 720)

    static func press(_ key: Key, _ modifiers: KeyModifiers = [], in core: inout PlaygroundCore, at time: Double) {
        _ = core.handle(.keyDown(key, modifiers: modifiers, isRepeat: false), at: time)
        _ = core.handle(.keyUp(key, modifiers: modifiers), at: time)
    }

    /// Types `name` into the prompt Ctrl+S opens, and presses Enter.
    static func save(_ name: String, in core: inout PlaygroundCore, at time: Double) {
        Self.press(.s, .control, in: &core, at: time)
        _ = core.handle(.text(name), at: time + 0.1)
        Self.press(.returnKey, in: &core, at: time + 0.2)
    }

    // Tuned coverflow (spacing 0.25 → 0.5 with two steps) saved as "wide" into a new file: the
    // file holds it, it reads back with the tuned number, and the core lists it.
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
        #expect(reopened.scene.settings == core.scene.settings)
        #expect(core.scene.parameters[1].value == "0.50")
        #expect(try folder.contents() == ["presets.json"])
    }

    // The same name again asks first: Enter replaces the preset in place (the first file kept as
    // .bak), Esc keeps it.
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

    // A bad name is refused under the prompt; the demo cannot be a preset; while the prompt is
    // open, digits type (they do not switch presets) and Esc closes it without quitting.
    @Test func badNamesAndTheDemoAreRefused() throws {
        let folder = try ScratchFolder()
        let path = folder.file("presets.json")
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport, presetsPath: path)
        Self.press(.s, .control, in: &core, at: 1)
        _ = core.handle(.text("a/b"), at: 1.1)
        Self.press(.returnKey, in: &core, at: 1.2)
        #expect(core.savePrompt?.problem?.contains("cannot name a preset") == true)
        Self.press(.digit(2)!, in: &core, at: 1.3)
        #expect(core.scene.presetName == "coverflow")
        let quits = core.handle(.keyDown(.escape, modifiers: [], isRepeat: false), at: 1.4)
        #expect(!quits && core.savePrompt == nil)
        #expect(try folder.contents() == [])
        // Over the help, the prompt closes it: what takes the keys is never hidden.
        Self.press(.f1, in: &core, at: 2)
        Self.press(.s, .control, in: &core, at: 2.1)
        #expect(core.savePrompt != nil && !core.isHelpShown)
        Self.press(.escape, in: &core, at: 2.2)
        var demo = try PlaygroundCore(preset: "demo", viewport: Self.viewport, presetsPath: path)
        Self.press(.s, .control, in: &demo, at: 1)
        #expect(demo.savePrompt == nil && demo.notice?.isError == true)
    }

    // Without a presets file the preset goes into vitrine-presets.json in the working folder,
    // which then becomes the run's presets file.
    @Test func withoutAPresetsFileTheDefaultOneIsMade() throws {
        let core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        #expect(core.presetsPath == nil && PlaygroundCore.defaultPresetsPath == "vitrine-presets.json")
    }
}
