extension App {
    /// Reads the presets file at the start. A file with problems is reported (on stderr, and
    /// by the notice for the window) and the run goes on without its presets, so that fixing
    /// the file brings them.
    static func readPresetsFileAtStart(path: String) -> (presets: [UserPreset], notice: Notice?) {
        do {
            return (try PresetsFile.load(path: path), nil)
        } catch {
            warn(error.description)
            return ([], notice(for: error))
        }
    }

    /// Reads the presets file again when it changed, on another thread (see
    /// ``PresetsFileLoader``), and applies it in the frame its reading ends. New presets replace
    /// the old ones and the running preset, if it is one of them, starts again as the file now
    /// says (the item in focus kept). A file with problems changes nothing but says what is
    /// wrong, until fixed.
    func reloadPresetsFileIfChanged(at now: Double) {
        guard var watcher = presetsWatcher, let presetsLoader else { return }
        if let outcome = presetsLoader.takeOutcome() {
            apply(outcome, from: watcher.path, at: now)
        }
        if watcher.hasChanged(at: now) { presetsLoader.load() }
        presetsWatcher = watcher
    }

    /// Puts the presets of a reload in place, or says what is wrong with the file.
    private func apply(_ outcome: PresetsFileLoader.Outcome, from path: String, at now: Double) {
        switch outcome {
        case .failure(let error):
            Self.warn(error.description)
            notice = Self.notice(for: error)
        case .success(let presets):
            userPresets = presets
            notice = Notice(text: "Loaded \(presets.count) preset\(presets.count == 1 ? "" : "s") from \(path)",
                            isError: false, expiry: now + 3)
            if let preset = presets.first(where: { $0.name == scene.presetName }) {
                replaceScene(with: preset.makeScene(viewport: viewport))
            }
        }
    }

    /// The window's report of a presets file's problems: the first few, then how many more.
    static func notice(for error: PresetsFileError) -> Notice {
        let lines = error.description.split(separator: "\n").map(String.init)
        let limit = PresetsFileError.listedProblemLimit
        let more = (error.readFailure == nil ? error.problemCount : lines.count) - min(lines.count, 4)
        let onStderr = error.problemCount > limit ? "the first \(limit) on stderr" : "all on stderr"
        let shown = lines.prefix(4) + (more > 0 ? ["… and \(more) more (\(onStderr))"] : [])
        return Notice(text: "Presets file not applied; the presets already running stay:\n" + shown.joined(separator: "\n"),
                      isError: true, expiry: nil)
    }
}
