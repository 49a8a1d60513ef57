import VitrineFiles
import VitrineInput

/// Keeping what was tuned: Ctrl+S, a name, Enter.
extension PlaygroundCore {
    /// Where a preset is saved when the run has no presets file: `vitrine-presets.json` in the
    /// working folder, which the window then reads and watches like one given with `--presets`.
    public static let defaultPresetsPath = "vitrine-presets.json"

    /// Opens the prompt at `time`, offering a name, with the presets file as it is now; says why
    /// not when the scene cannot be a preset (the demo) or the file cannot be read.
    mutating func openSavePrompt(at time: Double) {
        guard PresetEntry(name: "x", scene: scene) != nil else {
            showNotice("The \(scene.sceneName.lowercased()) cannot be saved as a preset; presets files hold Showcase, "
                       + "Parallax and Flow scenes", isError: true, at: time, for: 4)
            return
        }
        let path = presetsPath ?? Self.defaultPresetsPath
        do {
            let snapshot = try PresetsFile.snapshot(path: path)
            savePrompt = SavePrompt(path: path, snapshot: snapshot, name: suggestedPresetName)
            // The prompt takes the keys: nothing modal may hide it.
            isHelpShown = false
            panel.field = nil
            panel.menu = nil
        } catch {
            // Also on stderr: a working folder deleted under the window, a folder in the way.
            warn("Ctrl+S: \(error.description)")
            showNotice(error.description, isError: true, at: time, for: 6)
        }
    }

    /// A name for the scene as tuned: the preset's own when it is the presets file's, else the
    /// preset's with "-tuned".
    var suggestedPresetName: String {
        userPresets.contains { $0.name == scene.presetName } ? scene.presetName : scene.presetName + "-tuned"
    }

    /// A key at `time` while the prompt is open: Enter saves (or, after a question, replaces),
    /// Esc closes it, Backspace deletes; every other key is the prompt's too.
    mutating func handleSavePromptKey(_ key: Key, at time: Double) {
        switch key {
        case .returnKey, .keypadEnter: saveFromPrompt(at: time)
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
    mutating func saveFromPrompt(at time: Double) {
        guard var prompt = savePrompt else { return }
        do {
            try PresetsFile.checkName(prompt.name)
            guard let entry = PresetEntry(name: prompt.name, scene: scene,
                                          showsStatusLine: isStatusLineShown ? nil : false) else { return }
            try PresetsFile.save(entry, to: prompt.path, expecting: prompt.snapshot, replacing: prompt.replacingLine != nil)
            savePrompt = nil
            presetsSaved(into: prompt.path, name: prompt.name, keptBackup: prompt.snapshot.exists, at: time)
        } catch .nameExists(_, _, let line) {
            prompt.replacingLine = line
            savePrompt = prompt
        } catch .changedOnDisk(let path) {
            prompt.problem = "\(path) changed on disk since the prompt opened; nothing was saved. Enter saves into it as it is now."
            prompt.replacingLine = nil
            if let snapshot = try? PresetsFile.snapshot(path: prompt.path) { prompt.snapshot = snapshot }
            savePrompt = prompt
        } catch .invalidFile(let problems) {
            prompt.problem = Self.savePromptProblem(for: problems)
            prompt.replacingLine = nil
            savePrompt = prompt
        } catch {
            prompt.problem = error.description.split(separator: "\n").first.map(String.init) ?? error.description
            prompt.replacingLine = nil
            savePrompt = prompt
        }
    }

    /// After a save into `path`: the file's presets in place (read at once; a watched file is
    /// read again by the host as well), the scene now the saved preset (its name in the status
    /// line, in exports and in what the next Ctrl+S offers), and a line saying where it went.
    private mutating func presetsSaved(into path: String, name: String, keptBackup: Bool, at time: Double) {
        if let presets = try? PresetsFile.load(path: path) {
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
