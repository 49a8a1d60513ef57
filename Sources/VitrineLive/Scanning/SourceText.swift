/// One Swift file's text as UTF-8 bytes, with where each line starts, so that a byte offset turns
/// into the line and column swiftc would report: both 1-based, the column counted in UTF-8 bytes.
///
/// A line ends at `\n`, at `\r\n` (one break, not two) or at a lone `\r`, as swiftc counts them.
struct SourceText: Sendable {
    /// The file's path, as given to the scanner.
    let path: String
    /// The text's UTF-8 bytes.
    let bytes: [UInt8]
    /// The byte offset where each line starts; the first is 0.
    let lineStarts: [Int]

    init(path: String, text: String) {
        self.path = path
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The byte offsets where the lines of `bytes` start.
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.newline {
                starts.append(index + 1)
            } else if byte == ASCII.carriageReturn {
                if index + 1 < bytes.count, bytes[index + 1] == ASCII.newline { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// The 1-based line of the byte at `offset`.
    func line(at offset: Int) -> Int {
        // The last line start at or before `offset`, by halving.
        var lower = 0, upper = lineStarts.count - 1
        while lower < upper {
            let middle = (lower + upper + 1) / 2
            if lineStarts[middle] <= offset { lower = middle } else { upper = middle - 1 }
        }
        return lower + 1
    }

    /// The 1-based column, in UTF-8 bytes, of the byte at `offset`.
    func column(at offset: Int) -> Int {
        offset - lineStarts[line(at: offset) - 1] + 1
    }

    /// The text of the bytes in `range`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
