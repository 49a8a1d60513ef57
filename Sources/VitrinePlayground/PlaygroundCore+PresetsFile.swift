extension PlaygroundCore {
    /// Puts the presets of a new reading of the presets file at `path` in place. The running
    /// preset, if it is one of them, starts again as the file now says (the item in focus kept),
    /// unless it already runs as the file says (just saved with Ctrl+S). A reading that finds the
    /// presets the window has (its own save, read back) says nothing, so that the save's notice
    /// stays in view.
    public mutating func presetsFileLoaded(_ presets: [UserPreset], from path: String, at time: Double) {
        let isUnchanged = UserPreset.areSame(presets, userPresets) && !(notice?.isError ?? false)
        userPresets = presets
        if !isUnchanged {
            showNotice(
                "Loaded \(presets.count) preset\(presets.count == 1 ? "" : "s") from \(path)", isError: false,
                at: time, for: 3)
        }
        if let preset = presets.first(where: { $0.name == scene.presetName }),
            (scene as? any SavableScene)?.runs(preset.configuration) != true
        {
            replaceScene(with: preset.makeScene(viewport: sceneViewport))
        }
        if let name = comparison?.scene.presetName, let preset = presets.first(where: { $0.name == name }) {
            var newScene = preset.makeScene(viewport: sceneViewport)
            adoptShared(&newScene)
            comparison?.scene = newScene
        }
    }

    /// Says what is wrong with the presets file, until it is fixed; the presets running stay.
    public mutating func presetsFileFailed(_ error: PresetsFileError) {
        notice = Self.notice(for: error)
    }

    /// The window's report of a presets file's problems: the first few, then how many more.
    static func notice(for error: PresetsFileError) -> Notice {
        let lines = error.description.split(separator: "\n").map(String.init)
        let limit = PresetsFileError.listedProblemLimit
        let more = (error.readFailure == nil ? error.problemCount : lines.count) - min(lines.count, 4)
        let onStderr = error.problemCount > limit ? "the first \(limit) on stderr" : "all on stderr"
        let shown = lines.prefix(4) + (more > 0 ? ["… and \(more) more (\(onStderr))"] : [])
        return Notice(
            text: "Presets file not applied; the presets already running stay:\n" + shown.joined(separator: "\n"),
            isError: true, expiry: nil)
    }
}
