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
}
