import VitrineFiles
import VitrinePlayground

extension PresetsSaveError {
    /// The error of a save into `path` that failed on `failure`: its reason, after the name of
    /// the file it is about when that is not the presets file (its backup, its lock).
    static func fileFailure(path: String, failure: FileError) -> PresetsSaveError {
        .fileFailure(path: path, reason: failure.path == path ? failure.reason : failure.description)
    }
}
