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
        // A preset of the presets file is checked once the file is read.
        guard Presets.names.contains(preset) || presetsPath != nil else { throw Presets.unknown(preset) }
        if let presetsPath, !FileManager.default.isReadableFile(atPath: presetsPath) {
            throw PlaygroundError("--presets: cannot read \(presetsPath)")
        }
        if let profilePath {
            try Self.checkWritable(profilePath, flag: "--profile")
        }
        if let recordPath {
            try Self.checkFolder(recordPath, flag: "--record")
        }
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

    /// Throws unless `path` is a writable folder or one that can be made (its parent exists).
    static func checkFolder(_ path: String, flag: String) throws(PlaygroundError) {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard !path.isEmpty else { throw PlaygroundError("\(flag) needs a folder path") }
        if files.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw PlaygroundError("\(flag): \(path) is a file, not a folder") }
            guard files.isWritableFile(atPath: path) else { throw PlaygroundError("\(flag): the folder \(path) is not writable") }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        guard files.fileExists(atPath: parent.isEmpty ? "." : parent) else {
            throw PlaygroundError("\(flag): cannot make \(path): the folder \(parent) does not exist")
        }
    }
}
