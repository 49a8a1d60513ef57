import VitrineInput

/// Keeping what was tuned: Ctrl+S, a name, Enter; the file read and written by the host.
extension SavePromptLayer {
    /// Asks the host for the presets file as it is now (``PlaygroundRequest/readPresetsFile(path:)``),
    /// for the prompt to open with when it comes (``presetsFileRead(_:core:)``); says at `time`
    /// why not when the scene cannot be a preset (the demo).
    mutating func open(at time: Double, core: inout PlaygroundCore) {
        guard PresetEntry(name: "x", scene: core.scene) != nil else {
            core.showNotice(
                "The \(core.scene.sceneName.lowercased()) cannot be saved as a preset; presets files hold Showcase, "
                    + "Parallax and Flow scenes", isError: true, at: time, for: 4)
            return
        }
        guard !isOpening else { return }
        isOpening = true
        core.request(.readPresetsFile(path: core.presetsPath ?? PlaygroundCore.defaultPresetsPath))
    }

    /// The presets file as the host read it: the prompt Ctrl+S asked for opens with it,
    /// offering a name, or the open prompt takes it after the file changed on disk (Enter then
    /// saves into the file as it is now).
    mutating func presetsFileRead(_ snapshot: PresetsSnapshot, core: inout PlaygroundCore) {
        if var prompt = savePrompt {
            guard prompt.path == snapshot.path else { return }
            prompt.snapshot = snapshot
            savePrompt = prompt
            return
        }
        guard isOpening else { return }
        isOpening = false
        savePrompt = SavePrompt(path: snapshot.path, snapshot: snapshot, name: core.suggestedPresetName)
        // The prompt takes the keys: nothing modal may hide it.
        core.post(.savePromptOpened)
    }

    /// The presets file could not be read for the prompt Ctrl+S asked for: no prompt opens,
    /// and the window says why from `time` on. A prompt already open keeps the file as it had
    /// it.
    mutating func presetsFileReadFailed(_ error: PresetsSaveError, at time: Double, core: inout PlaygroundCore) {
        guard savePrompt == nil, isOpening else { return }
        isOpening = false
        // Also on stderr: a working folder deleted under the window, a folder in the way.
        core.warn("Ctrl+S: \(error.description)")
        core.showNotice(error.description, isError: true, at: time, for: 6)
    }

    /// A key at `time` while the prompt is open: Enter saves (or, after a question, replaces),
    /// Esc closes it, Backspace deletes; every other key is the prompt's too. While a save is on
    /// its way every key waits for its answer (it comes in the same frame).
    mutating func handleKey(_ key: Key, at time: Double, core: inout PlaygroundCore) {
        guard savePrompt?.isSaving != true else { return }
        switch key {
        case .returnKey, .keypadEnter: save(at: time, core: &core)
        case .escape: savePrompt = nil
        case .backspace: savePrompt?.deleteBackward()
        default: break
        }
    }

    /// Asks the host to save the scene under the prompt's name
    /// (``PlaygroundRequest/savePreset(_:path:expecting:replacing:)``), replacing the file's
    /// preset of that name after the user agreed; a name that cannot be a preset's is refused
    /// under it at once. The answer comes back as ``presetSaved(core:)`` or
    /// ``presetSaveRefused(_:core:)``; no other save goes until it does.
    mutating func save(at time: Double, core: inout PlaygroundCore) {
        guard var prompt = savePrompt, !prompt.isSaving else { return }
        do {
            try PresetsFile.checkName(prompt.name)
            guard
                let entry = PresetEntry(
                    name: prompt.name, scene: core.scene,
                    showsStatusLine: core.isStatusLineShown ? nil : false, pictures: core.pictures.path)
            else { return }
            prompt.isSaving = true
            savePrompt = prompt
            core.request(
                .savePreset(entry, path: prompt.path, expecting: prompt.snapshot, replacing: prompt.replacingLine != nil))
        } catch {
            prompt.problem = Self.firstLine(of: error.description)
            prompt.replacingLine = nil
            savePrompt = prompt
        }
    }

    /// The save went through: the prompt closes (the core puts the file's presets in place).
    mutating func presetSaved(core: inout PlaygroundCore) {
        savePrompt = nil
    }

    /// Nothing was saved, for `error`. A name the file has asks first; a preset to replace in a
    /// file changed since the prompt opened is not written (the prompt says so and asks the
    /// host for the file as it is now, so that Enter again saves into it); any other refusal is
    /// shown under the name.
    mutating func presetSaveRefused(_ error: PresetsSaveError, core: inout PlaygroundCore) {
        guard var prompt = savePrompt else { return }
        prompt.isSaving = false
        switch error {
        case .nameExists(_, _, let line):
            prompt.replacingLine = line
        case .changedOnDisk(let path):
            prompt.problem =
                "\(path) changed on disk since the prompt opened; nothing was saved. Enter saves into it as it is now."
            prompt.replacingLine = nil
            core.request(.readPresetsFile(path: prompt.path))
        case .invalidFile(let problems):
            prompt.problem = PlaygroundCore.savePromptProblem(for: problems)
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
}
