#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The picture files a person names: a folder's, in the order a file browser lists them, or a
/// file itself.
public enum PictureFolder {
    /// The picture files at `path`: a folder's files whose extension is one of
    /// ``PictureFileHeader/fileExtensions`` (hidden ones left out), in file-name order (see
    /// ``isInFileNameOrder(_:_:)``); any other kind of path, itself, to be found wanting later
    /// if it is not a picture.
    ///
    /// - Throws: ``FileError`` naming the path when it does not exist or the folder cannot be
    ///   listed.
    public static func pictureFiles(at path: String) throws(FileError) -> [String] {
        guard !path.isEmpty else { throw FileError(path: path, reason: "an empty path") }
        guard let kind = FileKind(path: path) else { throw FileError(path: path, reason: SystemError.reason()) }
        guard case .folder = kind else { return [path] }
        guard let folder = opendir(path) else { throw FileError(path: path, reason: SystemError.reason()) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix("."), let dot = name.lastIndex(of: "."),
                PictureFileHeader.fileExtensions.contains(name[name.index(after: dot)...].lowercased())
            else { continue }
            names.append(name)
        }
        let separator = path.hasSuffix("/") ? "" : "/"
        return names.sorted(by: isInFileNameOrder).map { path + separator + $0 }
    }

    /// Whether `a` comes before `b` as a file browser lists them: runs of digits compare as
    /// numbers (`photo-2` before `photo-10`; equal numbers, more leading zeros first), other
    /// text without regard to case, digits before other text, and names still equal by their
    /// bytes.
    public static func isInFileNameOrder(_ a: String, _ b: String) -> Bool {
        let left = chunks(of: a), right = chunks(of: b)
        for (x, y) in zip(left, right) where x != y {
            switch (x, y) {
            case (.digits(let m), .digits(let n)):
                let (m1, n1) = (m.drop { $0 == "0" }, n.drop { $0 == "0" })
                if m1.count != n1.count { return m1.count < n1.count }
                if m1 != n1 { return m1 < n1 }
                return m.count > n.count
            case (.digits, .text): return true
            case (.text, .digits): return false
            case (.text(let s), .text(let t)):
                let (ls, lt) = (s.lowercased(), t.lowercased())
                if ls != lt { return ls < lt }
            }
        }
        if left.count != right.count { return left.count < right.count }
        return Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
    }

    private enum Chunk: Equatable {
        case digits(String)
        case text(String)
    }

    private static func chunks(of name: String) -> [Chunk] {
        var chunks: [Chunk] = []
        var current = "", isDigits = false
        for character in name {
            let digit = character.isASCII && character.isNumber
            if digit != isDigits, !current.isEmpty {
                chunks.append(isDigits ? .digits(current) : .text(current))
                current = ""
            }
            isDigits = digit
            current.append(character)
        }
        if !current.isEmpty { chunks.append(isDigits ? .digits(current) : .text(current)) }
        return chunks
    }
}
