import VitrineFiles
import VitrineInput

/// Keeping what was tuned: Ctrl+S, a name, Enter.
extension SavePromptLayer {
    /// Opens the prompt at `time`, offering a name, with the presets file as it is now; says why
    /// not when the scene cannot be a preset (the demo) or the file cannot be read.
    mutating func open(at time: Double, core: inout PlaygroundCore) {
        guard PresetEntry(name: "x", scene: core.scene) != nil else {
            core.showNotice("The \(core.scene.sceneName.lowercased()) cannot be saved as a preset; presets files hold Showcase, "
                       + "Parallax and Flow scenes", isError: true, at: time, for: 4)
            return
        }
        let path = core.presetsPath ?? PlaygroundCore.defaultPresetsPath
        do {
            let snapshot = try PresetsFile.snapshot(path: path)
            savePrompt = SavePrompt(path: path, snapshot: snapshot, name: core.suggestedPresetName)
            // The prompt takes the keys: nothing modal may hide it.
            core.post(.savePromptOpened)
        } catch {
            // Also on stderr: a working folder deleted under the window, a folder in the way.
            core.warn("Ctrl+S: \(error.description)")
            core.showNotice(error.description, isError: true, at: time, for: 6)
        }
    }

    /// A key at `time` while the prompt is open: Enter saves (or, after a question, replaces),
    /// Esc closes it, Backspace deletes; every other key is the prompt's too.
    mutating func handleKey(_ key: Key, at time: Double, core: inout PlaygroundCore) {
        switch key {
        case .returnKey, .keypadEnter: save(at: time, core: &core)
        case .escape: savePrompt = nil
        case .backspace: savePrompt?.deleteBackward()
        default: break
        }
    }

    /// Saves the scene under the prompt's name. A name the file has asks first; a new preset
    /// goes into the file as it is now (an edit or another window's save meanwhile kept); a
    /// preset to replace in a file changed since the prompt opened is not written (the prompt
    /// says so and takes the file as it is now, so that Enter again saves into it); any other
    /// refusal is shown under the name.
    mutating func save(at time: Double, core: inout PlaygroundCore) {
        guard var prompt = savePrompt else { return }
        do {
            try PresetsFile.checkName(prompt.name)
            guard let entry = PresetEntry(name: prompt.name, scene: core.scene,
                                          showsStatusLine: core.isStatusLineShown ? nil : false) else { return }
            try PresetsFile.save(entry, to: prompt.path, expecting: prompt.snapshot, replacing: prompt.replacingLine != nil)
            savePrompt = nil
            core.presetsSaved(into: prompt.path, name: prompt.name, keptBackup: prompt.snapshot.exists, at: time)
        } catch .nameExists(_, _, let line) {
            prompt.replacingLine = line
            savePrompt = prompt
        } catch .changedOnDisk(let path) {
            prompt.problem = "\(path) changed on disk since the prompt opened; nothing was saved. Enter saves into it as it is now."
            prompt.replacingLine = nil
            if let snapshot = try? PresetsFile.snapshot(path: prompt.path) { prompt.snapshot = snapshot }
            savePrompt = prompt
        } catch .invalidFile(let problems) {
            prompt.problem = PlaygroundCore.savePromptProblem(for: problems)
            prompt.replacingLine = nil
            savePrompt = prompt
        } catch {
            prompt.problem = error.description.split(separator: "\n").first.map(String.init) ?? error.description
            prompt.replacingLine = nil
            savePrompt = prompt
        }
    }
}
