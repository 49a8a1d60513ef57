import VitrineFiles
import VitrineGeometry
import VitrinePlayground

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RunOptions {
    /// Checks the options before anything starts, so that a mistake costs one line on stderr
    /// rather than a window opened for nothing.
    public func validate() throws(PlaygroundError) {
        try validateValues()
        if mode == .headless, frames == nil, scriptPath == nil {
            throw PlaygroundError("--headless needs --frames N or a --script to know when to stop")
        }
    }

    /// Checks every option's value on its own (numbers, presets, paths), without asking
    /// whether the options together can run: what `--list-presets`, which exits at once, checks.
    public func validateValues() throws(PlaygroundError) {
        if let frames, frames <= 0 {
            throw PlaygroundError("--frames must be a positive number of frames, got \(frames)")
        }
        try validatePreset()
        // The working folder's file, not asked for, is only reported when it cannot be read.
        if let presetsPath, !readsDefaultPresetsFile {
            try Self.checkReadable(presetsPath, flag: "--presets", acceptsStreams: false)
        }
        if let scriptPath {
            try Self.checkReadable(scriptPath, flag: "--script", acceptsStreams: true)
        }
        if let profilePath {
            try Self.checkWritable(profilePath, flag: "--profile")
        }
        if let recordPath {
            try FrameRecorder.checkFolder(recordPath)
        }
        if let screenshotPath {
            try Self.checkWritable(screenshotPath, flag: "--screenshot")
        }
        if let recordInputPath {
            try Self.checkWritable(recordInputPath, flag: "--record-input", existing: .keep)
        }
        if let imagesPath {
            do {
                guard !(try PictureFolder.pictureFiles(at: imagesPath)).isEmpty else {
                    let extensions = PictureFileHeader.fileExtensions.sorted().map { ".\($0)" }.joined(separator: ", ")
                    throw PlaygroundError("--images \(imagesPath): the folder has no picture files (\(extensions))")
                }
            } catch let error as FileError {
                throw PlaygroundError("--images \(error)")
            } catch let error as PlaygroundError {
                throw error
            } catch {
                throw PlaygroundError("--images \(imagesPath): \(error)")
            }
        }
        try validateComparison()
    }

    /// Checks `--preset`: a built-in preset (a presets file's is checked once the file is read).
    public func validatePreset() throws(PlaygroundError) {
        guard Presets.names.contains(preset) || presetsPath != nil else { throw Presets.unknown(preset) }
    }

    /// Checks `--preset` and `--compare` against the built-in presets and `fileNames`, those
    /// of the presets file read: an unknown name gets the error `--preset nosuch` gets.
    public static func checkPresetNames(preset: String, compare: String?, among fileNames: [String]) throws(PlaygroundError) {
        let known = Set(Presets.names + fileNames)
        guard known.contains(preset) else { throw Presets.unknown(preset, more: fileNames) }
        if let compare, !known.contains(compare) { throw Presets.unknown(compare, more: fileNames, flag: "--compare") }
    }

    /// The speed `text` names, for `--speed`; a negative number or zero is named as such.
    public static func speed(named text: String) throws(PlaygroundError) -> MotionSpeed {
        guard let speed = MotionSpeed(name: text) else {
            if text.hasPrefix("-") || Double(text) == 0 {
                throw PlaygroundError("--speed must be positive: \(MotionSpeed.choices) of full speed, got '\(text)'")
            }
            throw PlaygroundError("--speed must be \(MotionSpeed.choices), got '\(text)'")
        }
        return speed
    }

    /// Clamps `value`, a width or height given by `flag`, into ``sizeRange``; returns the
    /// warning to print when it changed.
    public static func clamp(_ value: inout Int, flag: String) -> [String] {
        let clamped = min(max(value, sizeRange.lowerBound), sizeRange.upperBound)
        guard clamped != value else { return [] }
        defer { value = clamped }
        return ["\(flag) \(value) is outside \(sizeRange.lowerBound)...\(sizeRange.upperBound); using \(clamped)"]
    }

    /// A size asked for by a script or the window manager, in whole points within
    /// ``sizeRange``.
    public static func clampedSize(_ size: Size) -> Size {
        func clamped(_ length: Double) -> Double {
            guard length.isFinite else { return Double(sizeRange.upperBound) }
            return min(max(length.rounded(), Double(sizeRange.lowerBound)), Double(sizeRange.upperBound))
        }
        return Size(width: clamped(size.width), height: clamped(size.height))
    }

    /// Throws unless `path` can be read: it must be there and be a file (or, with
    /// `acceptsStreams`, a pipe or a terminal).
    static func checkReadable(_ path: String, flag: String, acceptsStreams: Bool) throws(PlaygroundError) {
        guard let kind = FileKind(path: path) else {
            throw PlaygroundError("\(flag): cannot read \(path): \(path.isEmpty ? "an empty path" : "no such file")")
        }
        switch kind {
        case .regular:
            return
        case .pipe where acceptsStreams, .characterDevice where acceptsStreams:
            return
        default:
            throw PlaygroundError("\(flag): cannot read \(path): it is \(kind.description), expected a regular file")
        }
    }

    /// Throws unless a file can be created or replaced at `path`, by the rule every output
    /// follows (``OutputTarget``: a symbolic link is written through, a device or a pipe is
    /// written to as it is); with `existing` ``FileWriter/Existing/keep``, also when a file (or
    /// a link to one) is already there, for outputs that never overwrite one.
    static func checkWritable(_ path: String, flag: String, existing: FileWriter.Existing = .replace) throws(PlaygroundError) {
        guard !path.isEmpty else { throw PlaygroundError("\(flag) needs a file path") }
        if !isSymbolicLink(path), FileKind(path: path) == .folder {
            throw PlaygroundError("\(flag): \(path) is a folder, not a file")
        }
        if Paths.namesFolder(path), FileKind(path: path) == nil {
            throw PlaygroundError("\(flag): \(path) names a folder (it ends with '/'), not a file")
        }
        let target: OutputTarget
        do {
            target = try OutputTarget(path: path)
        } catch {
            throw PlaygroundError("\(flag): cannot write \(error)")
        }
        switch target {
        case .stream:
            guard FileAccess.isWritable(path) else { throw PlaygroundError("\(flag): \(path) is not writable") }
        case .file where existing == .keep:
            throw PlaygroundError("\(flag): \(path) already exists; \(flag) never overwrites a file: name a new one")
        case .file(let file):
            guard FileAccess.isWritable(path) else { throw PlaygroundError("\(flag): \(path) is not writable") }
            // The new file is made beside the one it replaces: where the links lead.
            let folder = Paths.folder(of: file)
            guard FileAccess.isWritable(folder) else {
                throw PlaygroundError("\(flag): cannot write \(path): the folder \(folder) is not writable")
            }
        case .newFile:
            try checkFolder(holding: path, flag: flag, action: "write")
        }
    }

    /// Whether `path` names a symbolic link (which may lead anywhere, or nowhere).
    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Throws unless the folder that would hold the new file or folder `path` is there and
    /// writable; `action` says what would be done ("write", "make").
    static func checkFolder(holding path: String, flag: String, action: String) throws(PlaygroundError) {
        let folder = Paths.folder(of: path)
        guard FileKind(path: folder) == .folder else {
            throw PlaygroundError("\(flag): cannot \(action) \(path): the folder \(folder) does not exist")
        }
        guard FileAccess.isWritable(folder) else {
            throw PlaygroundError("\(flag): cannot \(action) \(path): the folder \(folder) is not writable")
        }
    }
}
