@testable import VitrinePlayground

/// A host for tests of the core alone, keeping presets files in memory: it answers the core's
/// requests to read and save them with the core's own functions over bytes, as the window's
/// host does with the disk (without its lock and one-step write), and keeps every other request
/// for the test to look at.
final class MemoryHost {
    /// The files, by path: a saved file's previous bytes go to `path.bak`.
    var files: [String: [UInt8]]
    /// The requests it does not answer (a PNG, a recording, Swift, warnings), oldest first.
    var unanswered: [PlaygroundRequest] = []

    /// A host holding `files`.
    init(files: [String: [UInt8]] = [:]) {
        self.files = files
    }

    /// Answers every request of `core` at `time`, in order, until it asks nothing more.
    func serve(_ core: inout PlaygroundCore, at time: Double) {
        var requests = core.takeRequests()
        while !requests.isEmpty {
            for request in requests {
                if let result = answer(request) { core.receive(result, at: time) }
            }
            requests = core.takeRequests()
        }
    }

    /// What came of `request`, or `nil` for one kept unanswered.
    func answer(_ request: PlaygroundRequest) -> PlaygroundResult? {
        switch request {
        case .readPresetsFile(let path):
            return .presetsFileRead(PresetsSnapshot(path: path, bytes: files[path]))
        case .savePreset(let entry, let path, let snapshot, let replacing):
            let current = files[path]
            if replacing, current != snapshot.bytes { return .presetSaveRefused(.changedOnDisk(path: path)) }
            do {
                let bytes = try PresetsFile.saving(entry, into: current, path: path, replacing: replacing)
                if let current { files[path + ".bak"] = current }
                files[path] = bytes
                return .presetSaved(
                    path: path, name: entry.name, keptBackup: current != nil,
                    presets: try? PresetsFile.presets(in: bytes, path: path))
            } catch {
                return .presetSaveRefused(error)
            }
        default:
            unanswered.append(request)
            return nil
        }
    }

    /// The presets of the file at `path`, by name.
    func presetNames(in path: String) throws -> [String] {
        try PresetsFile.presets(in: files[path] ?? [], path: path).map(\.name)
    }
}
