import Foundation
import VitrinePlayground

/// Finds the files shipped in the repository's `assets/` folder.
enum Assets {
    /// The font text is drawn with unless `--font` names another.
    static let defaultFont = "fonts/DejaVuSans.ttf"

    /// The folders searched for `assets/`, in order: `$VITRINE_ASSETS`, then upwards from the
    /// executable (it lives in `.build/<configuration>/` of the repository), then the current
    /// directory.
    static func searchFolders() -> [String] {
        var folders: [String] = []
        if let override = ProcessInfo.processInfo.environment["VITRINE_ASSETS"], !override.isEmpty {
            folders.append(override)
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            var folder = executable.deletingLastPathComponent()
            for _ in 0..<5 {
                folders.append(folder.appendingPathComponent("assets").path)
                folder = folder.deletingLastPathComponent()
            }
        }
        folders.append(FileManager.default.currentDirectoryPath + "/assets")
        return folders
    }

    /// The path of `relativePath` in the first assets folder holding it.
    static func path(of relativePath: String) throws(PlaygroundError) -> String {
        let folders = searchFolders()
        for folder in folders {
            let candidate = folder + "/" + relativePath
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        }
        throw PlaygroundError(
            "could not find assets/\(relativePath) (looked in \(folders.joined(separator: ", "))); "
                + "set VITRINE_ASSETS or pass --font PATH")
    }
}
