import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// Ctrl+S keeps the scene as tuned as a preset of the presets file, through the core's input
/// and its outbox: the core asks for the file and for the save, and shows what the host
/// answers; no file is touched here (``MemoryHost`` answers from memory).
@Suite("Saving a preset from the window")
struct SavePromptTests {
    static let viewport = Size(width: 1280, height: 720)

    /// Presses and releases `key` at `time`, `host` answering what the core asks after each, as
    /// the window's host does after each event.
    static func press(
        _ key: Key, _ modifiers: KeyModifiers = [], in core: inout PlaygroundCore, at time: Double,
        host: MemoryHost = MemoryHost()
    ) {
        _ = core.handle(.keyDown(key, modifiers: modifiers, isRepeat: false), at: time)
        host.serve(&core, at: time)
        _ = core.handle(.keyUp(key, modifiers: modifiers), at: time)
        host.serve(&core, at: time)
    }

    /// Types `name` into the prompt Ctrl+S opens, and presses Enter, `host` keeping the file.
    static func save(_ name: String, in core: inout PlaygroundCore, at time: Double, host: MemoryHost = MemoryHost()) {
        Self.press(.s, .control, in: &core, at: time, host: host)
        _ = core.handle(.text(name), at: time + 0.1)
        Self.press(.returnKey, in: &core, at: time + 0.2, host: host)
    }

    /// A key press alone at `time`, nothing answered.
    static func keyDown(_ key: Key, _ modifiers: KeyModifiers = [], in core: inout PlaygroundCore, at time: Double) {
        _ = core.handle(.keyDown(key, modifiers: modifiers, isRepeat: false), at: time)
    }

    /// Flow-start as "mine", every setting written.
    static let mineText = """
        {
          "name": "mine",
          "scene": "flow",
          "base": "flow-start",
          "direction": "horizontal",
          "alignment": "start",
          "plugins": ["parallaxDimming", "scaleFade"],
          "parallaxDimming": { "translationFactor": 0.5, "dimmingFactor": 2 },
          "scaleFade": { "scaleFactor": 0.2, "fadeFactor": 0.5 },
          "snapping": "paging",
          "itemCount": 36,
          "itemScale": 1,
          "decelerationRate": "fast",
          "overscroll": "rubber-band"
        }
        """

    // Ctrl+S asks for the file, the prompt shows with it, Enter asks to save the exact entry
    // (once: a second Enter waits), and "saved" closes it: the notice says where, and the
    // window runs the saved preset.
    @Test func ctrlSAsksTheHostAndShowsWhatItAnswers() throws {
        var core = try PlaygroundCore(preset: "flow-start", viewport: Self.viewport, presetsPath: "p.json")
        Self.keyDown(.s, .control, in: &core, at: 1)
        #expect(core.takeRequests() == [.readPresetsFile(path: "p.json")])
        #expect(core.savePrompt == nil)
        // A second Ctrl+S before the answer asks nothing more.
        Self.keyDown(.s, .control, in: &core, at: 1.05)
        #expect(core.takeRequests().isEmpty)

        let none = PresetsSnapshot(path: "p.json", bytes: nil)
        core.receive(.presetsFileRead(none), at: 1.1)
        #expect(
            core.savePrompt?.lines == [
                "Save the scene as a preset in p.json · Enter saves · Esc cancels", "Name: flow-start-tuned|",
            ])
        #expect(core.layers().overlays.contains { $0.text == "Name: flow-start-tuned|" })

        _ = core.handle(.text("mine"), at: 1.2)
        Self.keyDown(.returnKey, in: &core, at: 1.3)
        let requests = core.takeRequests()
        guard case .savePreset(let entry, let path, let expecting, let replacing)? = requests.first else {
            Issue.record("\(requests)")
            return
        }
        #expect(requests.count == 1 && path == "p.json" && expecting == none && !replacing)
        #expect(entry.name == "mine" && entry.text() == Self.mineText)
        #expect(core.savePrompt?.isSaving == true)
        // While the save is on its way, Enter sends nothing and the name stays.
        Self.keyDown(.returnKey, in: &core, at: 1.35)
        _ = core.handle(.text("x"), at: 1.36)
        #expect(core.takeRequests().isEmpty && core.savePrompt?.name == "mine")

        let saved = try PresetsFile.presets(in: "{\"presets\": [\n" + Self.mineText + "\n]}", path: "p.json")
        core.receive(.presetSaved(path: "p.json", name: "mine", keptBackup: false, presets: saved), at: 1.4)
        #expect(core.savePrompt == nil)
        #expect(core.notice?.text == "Saved preset \"mine\" in p.json; Shift+1 or --preset mine starts it")
        #expect(core.notice?.isError == false && core.notice?.expiry == 1.4 + 5)
        #expect(core.presetName == "mine" && core.userPresets.map(\.name) == ["mine"] && core.presetsPath == "p.json")
        #expect(core.takeRequests().isEmpty)
        // Ctrl+C's file is the saved preset's.
        Self.keyDown(.c, .control, in: &core, at: 1.5)
        guard case .deliverSwift(let file)? = core.takeRequests().first else {
            Issue.record("Ctrl+C asked for no Swift")
            return
        }
        #expect(file.fileName == "mine.swift")
    }

    /// A core on flow-start with the prompt open on "mine" and its save asked, the file read as
    /// `snapshot`.
    static func saving(_ snapshot: PresetsSnapshot) throws -> PlaygroundCore {
        var core = try PlaygroundCore(preset: "flow-start", viewport: Self.viewport, presetsPath: snapshot.path)
        Self.keyDown(.s, .control, in: &core, at: 1)
        _ = core.takeRequests()
        core.receive(.presetsFileRead(snapshot), at: 1)
        _ = core.handle(.text("mine"), at: 1.1)
        Self.keyDown(.returnKey, in: &core, at: 1.2)
        _ = core.takeRequests()
        return core
    }

    // "There is already one on line 3" asks; Enter then asks to replace it, with the snapshot
    // the prompt opened with.
    @Test func aNameTheFileHasIsAskedAbout() throws {
        let snapshot = PresetsSnapshot(path: "p.json", bytes: Array(#"{"presets": []}"#.utf8))
        var core = try Self.saving(snapshot)
        core.receive(.presetSaveRefused(.nameExists(name: "mine", path: "p.json", line: 3)), at: 2)
        #expect(
            core.savePrompt?.lines == [#"p.json:3 already has a preset "mine": Enter replaces it, Esc keeps it"#, "Name: mine|"])
        #expect(core.savePrompt?.isSaving == false && core.presetName == "flow-start")
        Self.keyDown(.returnKey, in: &core, at: 2.1)
        let requests = core.takeRequests()
        guard case .savePreset(let entry, "p.json", snapshot, true)? = requests.first, requests.count == 1 else {
            Issue.record("\(requests)")
            return
        }
        #expect(entry.text() == Self.mineText)
        // Esc keeps the file's preset: no other save, the prompt closes.
        core.receive(.presetSaveRefused(.nameExists(name: "mine", path: "p.json", line: 3)), at: 2.2)
        Self.keyDown(.escape, in: &core, at: 2.3)
        #expect(core.savePrompt == nil && core.takeRequests().isEmpty)
    }

    // A file changed on disk: the prompt says so and asks for the file again; Enter then adds
    // the preset to the file as it is now.
    @Test func aFileChangedOnDiskIsReadAgain() throws {
        let first = PresetsSnapshot(path: "p.json", bytes: Array(#"{"presets": []}"#.utf8))
        var core = try Self.saving(first)
        core.receive(.presetSaveRefused(.changedOnDisk(path: "p.json")), at: 2)
        #expect(
            core.savePrompt?.problem
                == "p.json changed on disk since the prompt opened; nothing was saved. Enter saves into it as it is now.")
        #expect(core.takeRequests() == [.readPresetsFile(path: "p.json")])
        let now = PresetsSnapshot(path: "p.json", bytes: Array(#"{"presets": [{"name": "theirs", "scene": "flow"}]}"#.utf8))
        core.receive(.presetsFileRead(now), at: 2.1)
        #expect(core.savePrompt?.snapshot == now && core.savePrompt?.name == "mine")
        Self.keyDown(.returnKey, in: &core, at: 2.2)
        let requests = core.takeRequests()
        guard case .savePreset(_, "p.json", now, false)? = requests.first, requests.count == 1 else {
            Issue.record("\(requests)")
            return
        }
    }

    // A file with problems, and any other refusal (a read-only file), show under the name; the
    // preset running stays.
    @Test func otherRefusalsShowUnderTheName() throws {
        var core = try Self.saving(PresetsSnapshot(path: "p.json", bytes: nil))
        let text = #"{"presets": [{"name": "a", "scene": "flow", "x": 1}, {"name": "b", "scene": "nope"}]}"#
        let problems: PresetsFileError
        do {
            _ = try PresetsFile.presets(in: text, path: "p.json")
            Issue.record("the file has problems")
            return
        } catch {
            problems = error
        }
        core.receive(.presetSaveRefused(.invalidFile(problems)), at: 2)
        let lines = core.savePrompt?.problem?.split(separator: "\n").map(String.init)
        #expect(lines?.count == 3)
        #expect(lines?.first == "Nothing was saved into p.json, which has 2 problems to fix first:")
        #expect(lines?[1].hasPrefix(#"p.json:1:45: presets[0]: unknown key "x""#) == true)
        #expect(lines?.last == "… and 1 more problem")
        Self.keyDown(.returnKey, in: &core, at: 2.1)
        _ = core.takeRequests()
        core.receive(.presetSaveRefused(.fileFailure(path: "p.json", reason: "it is read-only (no one may write it)")), at: 3)
        #expect(core.savePrompt?.problem == "cannot save into p.json: it is read-only (no one may write it)")
        #expect(core.savePrompt?.isSaving == false && core.presetName == "flow-start" && core.notice == nil)
    }

    // A file that cannot be read opens no prompt: the window and the standard error say why.
    @Test func aFileThatCannotBeReadOpensNoPrompt() throws {
        var core = try PlaygroundCore(preset: "flow-start", viewport: Self.viewport, presetsPath: "p.json")
        Self.keyDown(.s, .control, in: &core, at: 1)
        _ = core.takeRequests()
        core.receive(.presetsFileReadFailed(.fileFailure(path: "p.json", reason: "it is a folder, expected a file")), at: 1.5)
        #expect(core.savePrompt == nil)
        #expect(core.notice?.text == "cannot save into p.json: it is a folder, expected a file")
        #expect(core.notice?.isError == true && core.notice?.expiry == 7.5)
        #expect(core.takeRequests() == [.warn("Ctrl+S: cannot save into p.json: it is a folder, expected a file")])
        // A late answer opens nothing.
        core.receive(.presetsFileRead(PresetsSnapshot(path: "p.json", bytes: nil)), at: 2)
        #expect(core.savePrompt == nil)
    }

    // Tuned coverflow (spacing 0.25 → 0.5 with two steps) saved as "wide" into a new file: the
    // file holds it, it reads back with the tuned number, and the core lists it.
    @Test func aTunedSceneIsSavedAndReadsBack() throws {
        let host = MemoryHost()
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport, presetsPath: "presets.json")
        Self.press(.tab, in: &core, at: 0)
        Self.press(.rightBracket, in: &core, at: 0.1)
        for step in 0..<5 { Self.press(.equals, in: &core, at: 0.2 + Double(step) / 100) }
        Self.save("wide", in: &core, at: 1, host: host)
        #expect(core.savePrompt == nil)
        let presets = try PresetsFile.presets(in: host.files["presets.json"] ?? [], path: "presets.json")
        #expect(presets.map(\.name) == ["wide"] && core.userPresets.map(\.name) == ["wide"])
        let reopened = try PlaygroundCore(preset: "wide", viewport: Self.viewport, userPresets: presets)
        #expect(reopened.scene.parameters.map(\.number) == core.scene.parameters.map(\.number))
        #expect(reopened.scene.settings == core.scene.settings)
        #expect(core.scene.parameters[1].value == "0.50")
        #expect(Array(host.files.keys) == ["presets.json"])
    }

    // The same name again asks first: Enter replaces the preset in place (the first file kept as
    // .bak), Esc keeps it.
    @Test func aNameTheFileHasAsksBeforeReplacing() throws {
        let host = MemoryHost()
        let path = "presets.json"
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport, presetsPath: path)
        Self.save("mine", in: &core, at: 1, host: host)
        let first = try #require(host.files[path])
        Self.press(.g, in: &core, at: 2)
        Self.save("mine", in: &core, at: 3, host: host)
        #expect(core.savePrompt?.replacingLine == 3 && host.files[path] == first)
        Self.press(.escape, in: &core, at: 4)
        #expect(core.savePrompt == nil && host.files[path] == first)
        Self.save("mine", in: &core, at: 5, host: host)
        Self.press(.returnKey, in: &core, at: 5.5, host: host)
        #expect(core.savePrompt == nil && host.files[path + ".bak"] == first)
        #expect(try host.presetNames(in: path) == ["mine"])
        #expect(String(decoding: host.files[path] ?? [], as: UTF8.self).contains("\"snapping\": \"paging\""))
        #expect(
            core.notice?.text == "Saved preset \"mine\" in presets.json (the previous file is presets.json.bak); "
                + "Shift+1 or --preset mine starts it")
    }

    // A file edited while the prompt is open gets the new preset added to it as it is now,
    // the edit kept.
    @Test func aFileEditedMeanwhileGetsThePresetWithTheEditKept() throws {
        let path = "presets.json"
        let host = MemoryHost(files: [path: Array("{ \"presets\": [] }\n".utf8)])
        var core = try PlaygroundCore(preset: "flow-start", viewport: Self.viewport, presetsPath: path)
        Self.press(.s, .control, in: &core, at: 1, host: host)
        let edited = "{ \"presets\": [ { \"name\": \"theirs\", \"scene\": \"flow\" } ] }\n"
        host.files[path] = Array(edited.utf8)
        _ = core.handle(.text("ours"), at: 1.1)
        Self.press(.returnKey, in: &core, at: 1.2, host: host)
        #expect(core.savePrompt == nil)
        #expect(try host.presetNames(in: path) == ["theirs", "ours"])
        #expect(host.files[path + ".bak"] == Array(edited.utf8))
    }

    // A bad name is refused under the prompt; the demo cannot be a preset; while the prompt is
    // open, digits type (they do not switch presets) and Esc closes it without quitting.
    @Test func badNamesAndTheDemoAreRefused() throws {
        let host = MemoryHost()
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport, presetsPath: "presets.json")
        Self.press(.s, .control, in: &core, at: 1, host: host)
        _ = core.handle(.text("a/b"), at: 1.1)
        Self.press(.returnKey, in: &core, at: 1.2, host: host)
        #expect(
            core.savePrompt?.problem
                == #""a/b" cannot name a preset: expected 1 to 64 letters (a-z, A-Z), digits, '-', '_' and '.' (not first)"#)
        Self.press(.digit(2)!, in: &core, at: 1.3, host: host)
        #expect(core.scene.presetName == "coverflow")
        let quits = core.handle(.keyDown(.escape, modifiers: [], isRepeat: false), at: 1.4)
        #expect(!quits && core.savePrompt == nil)
        #expect(host.files.isEmpty && host.unanswered.isEmpty)
        // Over the help, the prompt closes it: what takes the keys is never hidden.
        Self.press(.f1, in: &core, at: 2)
        Self.press(.s, .control, in: &core, at: 2.1)
        #expect(core.savePrompt != nil && !core.isHelpShown)
        Self.press(.escape, in: &core, at: 2.2)
        var demo = try PlaygroundCore(preset: "demo", viewport: Self.viewport, presetsPath: "presets.json")
        Self.keyDown(.s, .control, in: &demo, at: 1)
        #expect(demo.savePrompt == nil && demo.notice?.isError == true && demo.takeRequests().isEmpty)
    }

    // Without a presets file the preset goes into vitrine-presets.json in the working folder,
    // which then becomes the run's presets file.
    @Test func withoutAPresetsFileTheDefaultOneIsMade() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        #expect(core.presetsPath == nil && PlaygroundCore.defaultPresetsPath == "vitrine-presets.json")
        Self.keyDown(.s, .control, in: &core, at: 1)
        #expect(core.takeRequests() == [.readPresetsFile(path: "vitrine-presets.json")])
    }
}
