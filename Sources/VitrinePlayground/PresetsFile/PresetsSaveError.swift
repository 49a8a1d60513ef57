/// Why a preset was not saved into a presets file. Whatever the case, the file was left as
/// it was, byte for byte, and no other file was left behind.
public enum PresetsSaveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name cannot name a preset (``UserPreset/isValidName(_:)``).
    case invalidName(String)
    /// The name is a built-in preset's.
    case builtInName(String)
    /// The file has a preset of that name, on `line`: saving with `replacing: true` (after the
    /// user agreed) puts the new one in its place.
    case nameExists(name: String, path: String, line: Int)
    /// The file changed on disk since it was read (the snapshot) and the save would replace a
    /// preset in it: the one there now may not be the one the user agreed to replace. Read it
    /// again and save again. (A save that adds a preset is made into the file as it is now.)
    case changedOnDisk(path: String)
    /// The file is not a valid presets file (not JSON, not UTF-8, or a preset with problems):
    /// its problems, with their lines and columns, to be fixed first.
    case invalidFile(PresetsFileError)
    /// The file with the preset would be `size` bytes, over ``PresetsFile/maximumSize``.
    case tooLarge(path: String, size: Int)
    /// The preset would not read back as it is (a setting presets files cannot hold).
    case notReadBack(name: String, path: String)
    /// The file cannot be read or written: a folder, a pipe or a device at its path, a
    /// read-only file or folder, a full disk…; `reason` says why, naming the file first when
    /// it is not the presets file itself (its backup: "p.json.bak: No space left on device").
    case fileFailure(path: String, reason: String)

    /// One line (more for an invalid file: one a problem) naming the file and saying why.
    public var description: String {
        switch self {
        case .invalidName(let name):
            "\(name.visiblyQuoted) cannot name a preset: expected 1 to \(UserPreset.maximumNameLength) letters (a-z, A-Z), digits, "
                + "'-', '_' and '.' (not first)"
        case .builtInName(let name):
            "\(name.visiblyQuoted) is a built-in preset; choose another name"
        case .nameExists(let name, let path, let line):
            "\(path):\(line): there is already a preset named \"\(name)\"; nothing was saved"
        case .changedOnDisk(let path):
            "\(path): it changed on disk since it was read; nothing was saved, so that the change is kept"
        case .invalidFile(let error):
            "nothing was saved into \(error.path), which has problems to fix first:\n\(error)"
        case .tooLarge(let path, let size):
            "\(path): with the preset it would be \(size) bytes, over the largest presets file, "
                + "\(PresetsFile.maximumSizeText) (\(PresetsFile.maximumSize) bytes); nothing was saved"
        case .notReadBack(let name, let path):
            "\(path): \"\(name)\" would not read back as it is (a setting presets files cannot hold); nothing was saved"
        case .fileFailure(let path, let reason):
            "cannot save into \(path): \(reason)"
        }
    }
}
