import VitrineInput

/// Keeping what was tuned: Ctrl+S, a name, Enter.
extension PlaygroundCore {
    /// Where a preset is saved when the run has no presets file: `vitrine-presets.json` in the
    /// working folder, which the window then reads and watches like one given with `--presets`.
    public static let defaultPresetsPath = "vitrine-presets.json"

    /// Asks the host for the presets file as it is now (``PlaygroundRequest/readPresetsFile(path:)``),
    /// for the prompt to open with when it comes (``presetsFileRead(_:)``); says at `time` why
    /// not when the scene cannot be a preset (the demo).
    mutating func openSavePrompt(at time: Double) {
        guard PresetEntry(name: "x", scene: scene) != nil else {
            showNotice("The \(scene.sceneName.lowercased()) cannot be saved as a preset; presets files hold Showcase, "
                       + "Parallax and Flow scenes", isError: true, at: time, for: 4)
            return
        }
        guard !isSavePromptOpening else { return }
        isSavePromptOpening = true
        request(.readPresetsFile(path: presetsPath ?? Self.defaultPresetsPath))
    }

    /// The presets file as the host read it: the prompt Ctrl+S asked for opens with it,
    /// offering a name, or the open prompt takes it after the file changed on disk (Enter then
    /// saves into the file as it is now).
    mutating func presetsFileRead(_ snapshot: PresetsSnapshot) {
        if var prompt = savePrompt {
            guard prompt.path == snapshot.path else { return }
            prompt.snapshot = snapshot
            savePrompt = prompt
            return
        }
        guard isSavePromptOpening else { return }
        isSavePromptOpening = false
        savePrompt = SavePrompt(path: snapshot.path, snapshot: snapshot, name: suggestedPresetName)
        // The prompt takes the keys: nothing modal may hide it.
        isHelpShown = false
        panel.field = nil
        panel.menu = nil
    }

    /// The presets file could not be read for the prompt Ctrl+S asked for: no prompt opens,
    /// and the window says why from `time` on. A prompt already open keeps the file as it had
    /// it.
    mutating func presetsFileReadFailed(_ error: PresetsSaveError, at time: Double) {
        guard savePrompt == nil, isSavePromptOpening else { return }
        isSavePromptOpening = false
        // Also on stderr: a working folder deleted under the window, a folder in the way.
        warn("Ctrl+S: \(error.description)")
        showNotice(error.description, isError: true, at: time, for: 6)
    }

    /// A name for the scene as tuned: the preset's own when it is the presets file's, else the
    /// preset's with "-tuned".
    var suggestedPresetName: String {
        userPresets.contains { $0.name == scene.presetName } ? scene.presetName : scene.presetName + "-tuned"
    }

    /// A key at `time` while the prompt is open: Enter saves (or, after a question, replaces),
    /// Esc closes it, Backspace deletes; every other key is the prompt's too. While a save is on
    /// its way every key waits for its answer (it comes in the same frame).
    mutating func handleSavePromptKey(_ key: Key, at time: Double) {
        guard savePrompt?.isSaving != true else { return }
        switch key {
        case .returnKey, .keypadEnter: saveFromPrompt(at: time)
        case .escape: savePrompt = nil
        case .backspace: savePrompt?.deleteBackward()
        default: break
        }
    }

    /// Asks the host to save the scene under the prompt's name
    /// (``PlaygroundRequest/savePreset(_:path:expecting:replacing:)``), replacing the file's
    /// preset of that name after the user agreed; a name that cannot be a preset's is refused
    /// under it at once. The answer comes back as ``presetSaved(into:name:keptBackup:presets:at:)``
    /// or ``presetSaveRefused(_:)``; no other save goes until it does.
    mutating func saveFromPrompt(at time: Double) {
        guard var prompt = savePrompt, !prompt.isSaving else { return }
        do {
            try PresetsFile.checkName(prompt.name)
            guard let entry = PresetEntry(name: prompt.name, scene: scene,
                                          showsStatusLine: isStatusLineShown ? nil : false) else { return }
            prompt.isSaving = true
            savePrompt = prompt
            request(.savePreset(entry, path: prompt.path, expecting: prompt.snapshot, replacing: prompt.replacingLine != nil))
        } catch {
            prompt.problem = Self.firstLine(of: error.description)
            prompt.replacingLine = nil
            savePrompt = prompt
        }
    }

    /// Nothing was saved, for `error`. A name the file has asks first; a preset to replace in a
    /// file changed since the prompt opened is not written (the prompt says so and asks the
    /// host for the file as it is now, so that Enter again saves into it); any other refusal is
    /// shown under the name.
    mutating func presetSaveRefused(_ error: PresetsSaveError) {
        guard var prompt = savePrompt else { return }
        prompt.isSaving = false
        switch error {
        case .nameExists(_, _, let line):
            prompt.replacingLine = line
        case .changedOnDisk(let path):
            prompt.problem = "\(path) changed on disk since the prompt opened; nothing was saved. Enter saves into it as it is now."
            prompt.replacingLine = nil
            request(.readPresetsFile(path: prompt.path))
        case .invalidFile(let problems):
            prompt.problem = Self.savePromptProblem(for: problems)
            prompt.replacingLine = nil
        default:
            prompt.problem = Self.firstLine(of: error.description)
            prompt.replacingLine = nil
        }
        savePrompt = prompt
    }

    /// The first line of `text`.
    private static func firstLine(of text: String) -> String {
        text.split(separator: "\n").first.map(String.init) ?? text
    }

    /// After a save into `path`: the prompt closes, the file's presets (`presets`, read back by
    /// the host; a watched file is read again as well) are in place, the scene is now the saved
    /// preset (its name in the status line, in exports and in what the next Ctrl+S offers), and
    /// a line says where it went from `time` on.
    mutating func presetSaved(into path: String, name: String, keptBackup: Bool, presets: [UserPreset]?, at time: Double) {
        savePrompt = nil
        if let presets {
            userPresets = presets
        }
        if userPresets.contains(where: { $0.name == name }), var saved = scene as? any SavableScene {
            saved.presetName = name
            scene = saved
        }
        presetsPath = path
        showNotice("Saved preset \"\(name)\" in \(path)" + (keptBackup ? " (the previous file is \(path).bak)" : "") + "; "
                   + Self.startingWords(forUserPreset: name, in: userPresets.map(\.name)),
                   isError: false, at: time, for: 5)
    }

    /// What starts the presets file's preset `name`, one of `names` (the file's, in order):
    /// "Shift+3 or --preset NAME starts it" for one of the first nine, which have a key
    /// (``PresetHotkeys/userPresetKeys``), "--preset NAME starts it" for the others.
    static func startingWords(forUserPreset name: String, in names: [String]) -> String {
        guard let index = names.firstIndex(of: name), PresetHotkeys.userPresetKeys.indices.contains(index) else {
            return "--preset \(name) starts it"
        }
        return "Shift+\(PresetHotkeys.userPresetKeys[index].name) or --preset \(name) starts it"
    }

    /// What the prompt says when the file it saves into has problems: how many, the first one
    /// (with its line, column and field), and how many more there are, the prompt fitting each
    /// line to its box.
    static func savePromptProblem(for error: PresetsFileError) -> String {
        if error.readFailure != nil {
            return "Nothing was saved: \(error)"
        }
        let count = error.problemCount
        let first = error.problems.first.map { "\(error.path):\($0)" }
        let lines = ["Nothing was saved into \(error.path), which has \(count) problem\(count == 1 ? "" : "s") to fix first:"]
            + (first.map { [$0] } ?? [])
            + (count > 1 ? ["… and \(count - 1) more problem\(count == 2 ? "" : "s")"] : [])
        return lines.joined(separator: "\n")
    }
}
