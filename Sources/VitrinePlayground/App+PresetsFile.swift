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

    /// Reads the presets file again when it changed. New presets replace the old ones and the
    /// running preset, if it is one of them, starts again as the file now says (the item in
    /// focus kept). A file with problems changes nothing but says what is wrong, until fixed.
    func reloadPresetsFileIfChanged(at now: Double) {
        guard var watcher = presetsWatcher else { return }
        let changed = watcher.hasChanged(at: now)
        presetsWatcher = watcher
        guard changed else { return }
        do {
            userPresets = try PresetsFile.load(path: watcher.path)
        } catch {
            Self.warn(error.description)
            notice = Self.notice(for: error)
            return
        }
        notice = Notice(text: "Loaded \(userPresets.count) preset\(userPresets.count == 1 ? "" : "s") from \(watcher.path)",
                        isError: false, expiry: now + 3)
        if let preset = userPresets.first(where: { $0.name == scene.presetName }) {
            replaceScene(with: preset.makeScene(viewport: viewport))
        }
    }

    /// The window's report of a presets file's problems: the first few, then how many more.
    static func notice(for error: PresetsFileError) -> Notice {
        let lines = error.description.split(separator: "\n").map(String.init)
        let shown = lines.prefix(4) + (lines.count > 4 ? ["… and \(lines.count - 4) more (all on stderr)"] : [])
        return Notice(text: "Presets file not applied; the presets already running stay:\n" + shown.joined(separator: "\n"),
                      isError: true, expiry: nil)
    }
}
