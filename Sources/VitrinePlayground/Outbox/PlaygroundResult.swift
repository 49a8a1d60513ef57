import VitrineLive

/// What came of a ``PlaygroundRequest``, as the host hands it back to the core
/// (``PlaygroundCore/receive(_:at:)``): the core shows it (a notice, the save prompt's answer,
/// the status line's recording mark) and goes on from it.
public enum PlaygroundResult: Sendable {
    /// The presets file as it is now, read for the save prompt.
    case presetsFileRead(PresetsSnapshot)
    /// The presets file could not be read for the save prompt (a folder in the way, a working
    /// folder deleted): ``PresetsSaveError/fileFailure(path:reason:)``.
    case presetsFileReadFailed(PresetsSaveError)
    /// The preset `name` was saved into the presets file at `path`, the previous file kept as
    /// `path.bak` when `keptBackup`; `presets` are the file's presets read back after the save
    /// (`nil` when they could not be).
    case presetSaved(path: String, name: String, keptBackup: Bool, presets: [UserPreset]?)
    /// Nothing was saved, and why: the name is there already (on which line), the file changed
    /// on disk, the file has problems, or another reason.
    case presetSaveRefused(PresetsSaveError)
    /// The host records the input from now on (Ctrl+R).
    case inputRecordingStarted
    /// The input recorded, `eventCount` events, was saved at `path`.
    case inputRecordingSaved(path: String, eventCount: Int)
    /// The input recorded could not be saved at `path`, for `reason`; the recording has ended.
    case inputRecordingFailed(path: String, reason: String)
    /// The frame S asked for was saved as the PNG at `path`.
    case pngSaved(path: String)
    /// The frame S asked for could not be saved at `path`, for `reason`.
    case pngFailed(path: String, reason: String)
    /// What the host did with the Swift `file`: printed, copied, saved, or why not.
    case swiftDelivered(SwiftExportDelivery, file: SwiftExportFile)
    /// The person's Swift files (`--swift`) compiled and loaded in `seconds`: their types join
    /// the scenes' lists; `warnings` are the compiler's and Vitrine's (a type it cannot list).
    case liveSwiftLoaded(LiveSwiftTypes, warnings: [LiveSwiftDiagnostic], seconds: Double)
    /// The person's Swift files did not compile: the window shows the errors and keeps the
    /// last version that did.
    case liveSwiftCompileFailed([LiveSwiftDiagnostic])
    /// One of the person's types failed on some input; the window draws the version before
    /// (or a neutral value).
    case liveSwiftFailed(LiveSwiftFailure)
    /// Live Swift cannot run (no compiler, no modules): why; the window runs on without it.
    case liveSwiftUnavailable(String)
    /// "New Swift file" wrote the starter at `path`, which the window now compiles live.
    case swiftStarterWritten(path: String)
    /// "New Swift file" could not write the starter, and why.
    case swiftStarterFailed(String)
}
