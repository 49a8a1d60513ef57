/// The core's outbox: what it asks of the host, and what the host hands back.
extension PlaygroundCore {
    /// Takes what the core asked of the host since the last call, oldest first: the host does
    /// each in this order and hands back what came of it with ``receive(_:at:)``.
    public mutating func takeRequests() -> [PlaygroundRequest] {
        defer { outbox.removeAll() }
        return outbox
    }

    /// Asks the host for `request`.
    mutating func request(_ request: PlaygroundRequest) {
        outbox.append(request)
    }

    /// Notes a warning for the host to write on the standard error.
    mutating func warn(_ message: String) {
        request(.warn(message))
    }

    /// Takes what came of a request, at `time` (seconds since the start): the save prompt's
    /// answers, the recording's start and end, a saved PNG, delivered Swift; each says so at
    /// the bottom of the window.
    public mutating func receive(_ result: PlaygroundResult, at time: Double) {
        switch result {
        case .presetsFileRead(let snapshot):
            withLayer(SavePromptLayer.self) { prompt, core in prompt.presetsFileRead(snapshot, core: &core) }
        case .presetsFileReadFailed(let error):
            withLayer(SavePromptLayer.self) { prompt, core in prompt.presetsFileReadFailed(error, at: time, core: &core) }
        case .presetSaved(let path, let name, let keptBackup, let presets):
            withLayer(SavePromptLayer.self) { prompt, core in prompt.presetSaved(core: &core) }
            presetSaved(into: path, name: name, keptBackup: keptBackup, presets: presets, at: time)
        case .presetSaveRefused(let error):
            withLayer(SavePromptLayer.self) { prompt, core in prompt.presetSaveRefused(error, core: &core) }
        case .inputRecordingStarted:
            isRecordingInput = true
            showNotice("Recording input; Ctrl+R again saves it", isError: false, at: time, for: 3)
        case .inputRecordingSaved(let path, let eventCount):
            isRecordingInput = false
            let events = "\(eventCount) event\(eventCount == 1 ? "" : "s")"
            showNotice("Saved input \(path) (\(events)); replay it with --script", isError: false, at: time, for: 4)
        case .inputRecordingFailed(let path, let reason):
            isRecordingInput = false
            showNotice("Could not save the input \(path): \(reason)", isError: true, at: time, for: 6)
        case .pngSaved(let path):
            showNotice("Saved \(path)", isError: false, at: time, for: 3)
        case .pngFailed(let path, let reason):
            showNotice("Could not save \(path): \(reason)", isError: true, at: time, for: 5)
        case .swiftDelivered(let delivery, let file):
            swiftExportDelivered(delivery, for: file, at: time)
        case .liveSwiftLoaded(let live, let warnings, let seconds):
            liveSwiftLoaded(live, warnings: warnings, seconds: seconds, at: time)
        case .liveSwiftCompileFailed(let diagnostics):
            let hasEarlierVersion = liveTypes.code != nil
            self[layer: LiveSwiftLayer.self].showCompileFailure(diagnostics, hasEarlierVersion: hasEarlierVersion)
        case .liveSwiftFailed(let failure):
            self[layer: LiveSwiftLayer.self].showFailure(failure)
        case .liveSwiftUnavailable(let reason):
            self[layer: LiveSwiftLayer.self].showUnavailable(reason)
        case .swiftStarterWritten(let path):
            showNotice(
                "Wrote \(path): edit it in your editor and save; the window compiles it each time",
                isError: false, at: time, for: 6)
        case .swiftStarterFailed(let reason):
            showNotice("Could not write a new Swift file: \(reason)", isError: true, at: time, for: 6)
        }
    }
}
