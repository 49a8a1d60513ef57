import VitrineJSON

/// A presets file's bytes with one preset added after the others or put in place of one, every
/// other byte kept as it was. The new entry follows the file's ways: its presets' indentation
/// and indentation step (spaces or tabs), and its line breaks (CRLF or LF).
///
/// A new file is written as Docs/Presets-Files.md's example: two spaces a level, LF, a line break at the
/// end.
struct PresetsFileEdit {
    /// The file's bytes.
    let bytes: [UInt8]
    /// The line break the file uses: CRLF when it has one, else LF.
    let lineBreak: String

    /// An edit of a file of `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        lineBreak = zip(bytes, bytes.dropFirst()).contains { $0 == 0x0D && $1 == 0x0A } ? "\r\n" : "\n"
    }

    /// A new file holding only `entry`.
    static func newFile(with entry: PresetEntry) -> [UInt8] {
        let text = "{\n  \"presets\": [\n    " + entry.text(indentation: "    ", step: "  ") + "\n  ]\n}\n"
        return Array(text.utf8)
    }

    /// The bytes with `entry` after the last preset of `list` (the file's `presets` array):
    /// on a line of its own indented as that preset's, or inside an empty list.
    func adding(_ entry: PresetEntry, to list: JSONValue) -> [UInt8] {
        let listIndentation = indentation(at: list.byteRange.lowerBound).text
        let step = self.step(in: list)
        guard let last = list.arrayValue?.last else {
            let inner = listIndentation + step
            let text =
                "[" + lineBreak + inner + entry.text(indentation: inner, step: step, lineBreak: lineBreak) + lineBreak
                + listIndentation + "]"
            return splicing(text, over: list.byteRange)
        }
        let (lastIndentation, startsLine) = indentation(at: last.byteRange.lowerBound)
        let inner = startsLine ? lastIndentation : listIndentation + step
        let text = "," + lineBreak + inner + entry.text(indentation: inner, step: step, lineBreak: lineBreak)
        return splicing(text, over: last.byteRange.upperBound..<last.byteRange.upperBound)
    }

    /// The bytes with `entry` in place of `old`, a preset of `list`, indented as the line it
    /// starts on.
    func replacing(_ old: JSONValue, with entry: PresetEntry, in list: JSONValue) -> [UInt8] {
        let text = entry.text(
            indentation: indentation(at: old.byteRange.lowerBound).text, step: step(in: list),
            lineBreak: lineBreak)
        return splicing(text, over: old.byteRange)
    }

    /// The bytes with `text` in place of those in `range`.
    private func splicing(_ text: String, over range: Range<Int>) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(range, with: Array(text.utf8))
        return result
    }

    /// How much deeper each level is indented: how much deeper the last preset's line is than
    /// the list's, else the first indentation in the file, else two spaces.
    func step(in list: JSONValue) -> String {
        let listIndentation = indentation(at: list.byteRange.lowerBound).text
        if let last = list.arrayValue?.last {
            let (lastIndentation, startsLine) = indentation(at: last.byteRange.lowerBound)
            if startsLine, lastIndentation.count > listIndentation.count, lastIndentation.hasPrefix(listIndentation) {
                return String(lastIndentation.dropFirst(listIndentation.count))
            }
        }
        var lineStart = 0
        while lineStart < bytes.count {
            let indentation = whitespace(from: lineStart)
            if !indentation.isEmpty, lineStart + indentation.utf8.count < bytes.count,
                !Self.isLineBreak(bytes[lineStart + indentation.utf8.count])
            {
                return indentation
            }
            guard let next = bytes[lineStart...].firstIndex(where: Self.isLineBreak) else { break }
            lineStart = next + 1
        }
        return "  "
    }

    /// The spaces and tabs that start the line holding `offset`, and whether only they come
    /// before it on that line.
    func indentation(at offset: Int) -> (text: String, startsLine: Bool) {
        var start = offset
        while start > 0, !Self.isLineBreak(bytes[start - 1]) { start -= 1 }
        if start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = min(3, offset) }
        let text = whitespace(from: start)
        return (text, start + text.utf8.count == offset)
    }

    /// The spaces and tabs from `start` on.
    private func whitespace(from start: Int) -> String {
        let end = bytes[start...].firstIndex { $0 != 0x20 && $0 != 0x09 } ?? bytes.count
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether `byte` ends a line: LF or CR.
    static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D
    }
}
