import VitrineInput

/// What a saved preset changes in the window: its name, the presets, the words that start it.
/// (The prompt itself is ``SavePromptLayer``'s.)
extension PlaygroundCore {
    /// Where a preset is saved when the run has no presets file: `vitrine-presets.json` in the
    /// working folder, which the window then reads and watches like one given with `--presets`.
    public static let defaultPresetsPath = "vitrine-presets.json"

    /// A name for the scene as tuned: the preset's own when it is the presets file's, else the
    /// preset's with "-tuned".
    var suggestedPresetName: String {
        userPresets.contains { $0.name == scene.presetName } ? scene.presetName : scene.presetName + "-tuned"
    }

    /// After a save into `path`: the file's presets (`presets`, read back by
    /// the host; a watched file is read again as well) are in place, the scene is now the saved
    /// preset (its name in the status line, in exports and in what the next Ctrl+S offers), and
    /// a line says where it went from `time` on.
    mutating func presetSaved(into path: String, name: String, keptBackup: Bool, presets: [UserPreset]?, at time: Double) {
        if let presets {
            userPresets = presets
        }
        if userPresets.contains(where: { $0.name == name }), var saved = scene as? any SavableScene {
            saved.presetName = name
            scene = saved
            adoptShared(&scene)
        }
        presetsPath = path
        showNotice(
            "Saved preset \"\(name)\" in \(path)" + (keptBackup ? " (the previous file is \(path).bak)" : "") + "; "
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
        let lines =
            ["Nothing was saved into \(error.path), which has \(count) problem\(count == 1 ? "" : "s") to fix first:"]
            + (first.map { [$0] } ?? [])
            + (count > 1 ? ["… and \(count - 1) more problem\(count == 2 ? "" : "s")"] : [])
        return lines.joined(separator: "\n")
    }
}
