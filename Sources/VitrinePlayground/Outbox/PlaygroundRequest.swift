/// What the core asks of its host: the work it cannot do itself because it touches a file, the
/// clipboard, the standard error or the frame drawn. The core appends requests to its outbox as
/// input asks for them; the host takes them in order (``PlaygroundCore/takeRequests()``), does
/// each, and hands back what came of it as a ``PlaygroundResult``
/// (``PlaygroundCore/receive(_:at:)``), as Dear ImGui asks its host to save its settings.
///
/// ```swift
/// _ = core.handle(event, at: time)
/// for request in core.takeRequests() {
///     switch request {
///     case .readPresetsFile(let path):
///         core.receive(readSnapshot(of: path), at: time)   // .presetsFileRead or .presetsFileReadFailed
///     case .warn(let line):
///         printToStandardError(line)
///     default: break
///     }
/// }
/// ```
public enum PlaygroundRequest: Equatable, Sendable {
    /// Save the next frame drawn as a PNG (S); answered with ``PlaygroundResult/pngSaved(path:)``
    /// or ``PlaygroundResult/pngFailed(path:reason:)``.
    case savePNG
    /// Start recording the input, or stop and save the recording running (Ctrl+R); answered
    /// with ``PlaygroundResult/inputRecordingStarted`` and, when it stops,
    /// ``PlaygroundResult/inputRecordingSaved(path:eventCount:)`` or
    /// ``PlaygroundResult/inputRecordingFailed(path:reason:)``.
    case toggleInputRecording
    /// Print, save and copy the scene as Swift (Ctrl+C); answered with
    /// ``PlaygroundResult/swiftDelivered(_:file:)``.
    case deliverSwift(SwiftExportFile)
    /// Read the presets file at `path` as it is now, for the save prompt (Ctrl+S); answered with
    /// ``PlaygroundResult/presetsFileRead(_:)`` or ``PlaygroundResult/presetsFileReadFailed(_:)``.
    case readPresetsFile(path: String)
    /// Save `entry` into the presets file at `path`, which the prompt read as `expecting`, in
    /// place of the preset of its name when `replacing` (the user agreed); answered with
    /// ``PlaygroundResult/presetSaved(path:name:keptBackup:presets:)`` or
    /// ``PlaygroundResult/presetSaveRefused(_:)``.
    case savePreset(PresetEntry, path: String, expecting: PresetsSnapshot, replacing: Bool)
    /// Write `line` on the standard error: something that is not for the window (a preset that
    /// could not start, a wheel event clamped). Nothing comes back.
    case warn(String)
    /// Write `starter` into the working folder as a new file and compile it live, answered by
    /// ``PlaygroundResult/swiftStarterWritten(path:)`` or ``PlaygroundResult/swiftStarterFailed(_:)``.
    case writeSwiftStarter(SwiftStarter)
    /// Open the pictures of the folder or file at `path` (a preset's `pictures`) and hand them
    /// over with ``PlaygroundCore/showPictures(_:at:)``, or say why not with
    /// ``PlaygroundCore/picturesFailed(_:at:)``.
    case openPictures(path: String)
}
