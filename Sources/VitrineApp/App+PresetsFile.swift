import VitrineLive
import VitrinePlayground

extension App {
    /// Reads the presets file at the start. A file with problems is reported (on stderr, and
    /// by the core's notice for the window) and the run goes on without its presets, so that
    /// fixing the file brings them.
    static func readPresetsFileAtStart(path: String, liveCode: any LiveCode) -> Result<[UserPreset], PresetsFileError> {
        do {
            return .success(try PresetsFile.load(path: path, liveCode: liveCode))
        } catch {
            warn(error.description)
            return .failure(error)
        }
    }

    /// Reads the presets file again when it changed, on another thread (see
    /// ``PresetsFileLoader``), and hands the core what it found in the frame its reading ends.
    func reloadPresetsFileIfChanged(at now: Double) {
        // A run without a presets file has one once Ctrl+S saved a preset: watch it from then on.
        if presetsWatcher == nil, let path = core.presetsPath {
            presetsWatcher = PresetsFileWatcher(path: path)
            presetsLoader = PresetsFileLoader(path: path, liveCode: liveSwiftSession)
        }
        guard var watcher = presetsWatcher, let presetsLoader else { return }
        if let outcome = presetsLoader.takeOutcome() {
            switch outcome {
            case .failure(let error):
                Self.warn(error.description)
                core.presetsFileFailed(error)
            case .success(let presets):
                core.presetsFileLoaded(presets, from: watcher.path, at: now)
                addLiveSwiftFiles(presets.flatMap(\.swiftFiles), at: now)
            }
        }
        if watcher.hasChanged(at: now) { presetsLoader.load() }
        presetsWatcher = watcher
    }
}
