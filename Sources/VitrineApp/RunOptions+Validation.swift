import VitrinePlayground
import VitrineFiles
import VitrineGeometry

extension RunOptions {
    /// Checks the options before anything starts, so that a mistake costs one line on stderr
    /// rather than a window opened for nothing.
    public func validate() throws(PlaygroundError) {
        if let frames, frames <= 0 {
            throw PlaygroundError("--frames must be a positive number of frames, got \(frames)")
        }
        if mode == .headless, frames == nil, scriptPath == nil {
            throw PlaygroundError("--headless needs --frames N or a --script to know when to stop")
        }
        // A preset of the presets file is checked once the file is read.
        guard Presets.names.contains(preset) || presetsPath != nil else { throw Presets.unknown(preset) }
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
            try Self.checkWritable(recordInputPath, flag: "--record-input")
        }
        try validateComparison()
    }

    /// The speed `text` names, for `--speed`.
    public static func speed(named text: String) throws(PlaygroundError) -> MotionSpeed {
        guard let speed = MotionSpeed(name: text) else {
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

    /// Throws unless a file can be created or replaced at `path`.
    static func checkWritable(_ path: String, flag: String) throws(PlaygroundError) {
        guard !path.isEmpty else { throw PlaygroundError("\(flag) needs a file path") }
        switch FileKind(path: path) {
        case .folder?:
            throw PlaygroundError("\(flag): \(path) is a folder, not a file")
        case .some where !FileAccess.isWritable(path):
            throw PlaygroundError("\(flag): \(path) is not writable")
        case .some:
            return
        case nil:
            break
        }
        if Paths.namesFolder(path) {
            throw PlaygroundError("\(flag): \(path) names a folder (it ends with '/'), not a file")
        }
        try checkFolder(holding: path, flag: flag, action: "write")
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
