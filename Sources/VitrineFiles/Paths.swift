/// Takes paths apart as text, the way the shell and the kernel read them, with no file system
/// access: `"shots/a.png"` is the name `"a.png"` in the folder `"shots"`.
public enum Paths {
    /// The folder that holds `path`: `"."` for a bare name (`"a"`, `"-"`, `".."`), `"/"` for a
    /// name in the root. Trailing slashes of `path` are ignored (`"out/"` is in `"."`).
    public static func folder(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let folder = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last part of `path`, without trailing slashes: `"a.png"` for `"shots/a.png"`,
    /// `"out"` for `"out/"`, `"/"` for `"/"`.
    public static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        let name = String(trimmed[trimmed.index(after: slash)...])
        return name.isEmpty ? "/" : name
    }

    /// Whether `path` ends with a slash, which names a folder (`"out/"`), never a file.
    public static func namesFolder(_ path: String) -> Bool {
        path.hasSuffix("/") || lastComponent(of: path) == "." || lastComponent(of: path) == ".."
    }

    /// `path` without the slashes at its end, except the one of `"/"` itself.
    static func trimmingTrailingSlashes(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}
