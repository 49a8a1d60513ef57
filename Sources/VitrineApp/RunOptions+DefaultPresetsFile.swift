import VitrineFiles
import VitrinePlayground

extension RunOptions {
    /// Takes the working folder's `vitrine-presets.json` (``PlaygroundCore/defaultPresetsPath``,
    /// where Ctrl+S saves without `--presets`) as the presets file when `--presets` is not
    /// given and something is there, so that what was saved comes back: it is read, checked,
    /// watched and listed as a `--presets` file is, and a broken one is reported the same way
    /// while the built-in presets run. Sets ``readsDefaultPresetsFile``.
    ///
    /// ```swift
    /// var options = RunOptions(preset: "my-orbit")
    /// options.adoptDefaultPresetsFile()   // presetsPath "vitrine-presets.json", if it is there
    /// ```
    public mutating func adoptDefaultPresetsFile() {
        guard presetsPath == nil, FileKind(path: PlaygroundCore.defaultPresetsPath) != nil else { return }
        presetsPath = PlaygroundCore.defaultPresetsPath
        readsDefaultPresetsFile = true
    }

    /// The line a run that reads the working folder's presets file starts with, on stderr.
    var defaultPresetsFileLine: String {
        "reading presets from \(PlaygroundCore.defaultPresetsPath) in the working folder "
            + "(where Ctrl+S saves without --presets; --presets FILE reads another)"
    }
}
