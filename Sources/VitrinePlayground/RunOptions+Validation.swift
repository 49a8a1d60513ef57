import Foundation

extension RunOptions {
    /// Checks the options before anything starts, so that a mistake costs one line on stderr
    /// rather than a window opened for nothing.
    public func validate() throws(PlaygroundError) {
        for (flag, value) in [("--width", width), ("--height", height)] where !Self.sizeRange.contains(value) {
            throw PlaygroundError("\(flag) must be within \(Self.sizeRange.lowerBound)...\(Self.sizeRange.upperBound), got \(value)")
        }
        if let frames, frames <= 0 {
            throw PlaygroundError("--frames must be a positive number of frames, got \(frames)")
        }
        if mode == .headless, frames == nil, scriptPath == nil {
            throw PlaygroundError("--headless needs --frames N or a --script to know when to stop")
        }
        guard Presets.names.contains(preset) else { throw Presets.unknown(preset) }
        if let screenshotPath {
            try Self.checkWritable(screenshotPath, flag: "--screenshot")
        }
        if let scriptPath, !FileManager.default.isReadableFile(atPath: scriptPath) {
            throw PlaygroundError("--script: cannot read \(scriptPath)")
        }
    }

    /// Throws unless a file can be created or replaced at `path`.
    static func checkWritable(_ path: String, flag: String) throws(PlaygroundError) {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard !path.isEmpty else { throw PlaygroundError("\(flag) needs a file path") }
        if files.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw PlaygroundError("\(flag): \(path) is a folder, not a file") }
            guard files.isWritableFile(atPath: path) else { throw PlaygroundError("\(flag): \(path) is not writable") }
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        let parent = folder.isEmpty ? "." : folder
        guard files.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PlaygroundError("\(flag): cannot write \(path): the folder \(parent) does not exist")
        }
        guard files.isWritableFile(atPath: parent) else {
            throw PlaygroundError("\(flag): cannot write \(path): the folder \(parent) is not writable")
        }
    }
}
