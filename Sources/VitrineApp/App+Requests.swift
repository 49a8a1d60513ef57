import VitrineLive
import VitrinePlayground

extension App {
    /// Does what the core asked (``PlaygroundCore/takeRequests()``), in order, at `time`, and
    /// hands each outcome back to it (``PlaygroundCore/receive(_:at:)``), until it asks for
    /// nothing more (an answer can ask again: a changed file is read again). Called after each
    /// input event, so that what Ctrl+S, Ctrl+R or Ctrl+C asks is done before the next event
    /// (a recording starts at the time of its key, the save prompt takes the keys typed next),
    /// and once a frame after the core's update.
    func performRequests(at time: Double) {
        var requests = core.takeRequests()
        while !requests.isEmpty {
            for request in requests {
                perform(request, at: time)
            }
            requests = core.takeRequests()
        }
    }

    /// Does `request` at `time`.
    private func perform(_ request: PlaygroundRequest, at time: Double) {
        switch request {
        case .savePNG:
            isPNGRequested = true
        case .toggleInputRecording:
            toggleKeyRecording(at: time)
        case .deliverSwift(let file):
            deliverSwiftExport(file, at: time)
        case .readPresetsFile(let path):
            core.receive(Self.readPresetsFile(path: path), at: time)
        case .savePreset(let entry, let path, let snapshot, let replacing):
            core.receive(
                Self.savePreset(
                    entry, to: path, expecting: snapshot, replacing: replacing,
                    liveCode: liveSwiftSession), at: time)
        case .warn(let line):
            Self.warn(line)
        case .writeSwiftStarter(let starter):
            writeSwiftStarter(starter, at: time)
        case .openPictures(let path):
            openPictures([path], at: time)
        }
    }

    /// The presets file at `path` as it is now, for the save prompt, or why it cannot be read.
    static func readPresetsFile(path: String) -> PlaygroundResult {
        do {
            return .presetsFileRead(try PresetsFile.snapshot(path: path))
        } catch {
            return .presetsFileReadFailed(error)
        }
    }

    /// Saves `entry` into the presets file at `path` (see
    /// ``PresetsFile/save(_:to:expecting:replacing:)``) and reads the file back: the preset
    /// saved with the file's presets, or why nothing was saved.
    static func savePreset(
        _ entry: PresetEntry, to path: String, expecting snapshot: PresetsSnapshot,
        replacing: Bool, liveCode: any LiveCode = UnloadedLiveCode()
    ) -> PlaygroundResult {
        do {
            let keptBackup = try PresetsFile.save(entry, to: path, expecting: snapshot, replacing: replacing)
            return .presetSaved(
                path: path, name: entry.name, keptBackup: keptBackup,
                presets: try? PresetsFile.load(path: path, liveCode: liveCode))
        } catch {
            return .presetSaveRefused(error)
        }
    }
}
