/// Cuts Swift source into ``SwiftToken``s and ``SwiftComment``s in one pass over its UTF-8 bytes.
///
/// It knows what it takes to find declarations and their braces: `//` and nested `/* */`
/// comments; string literals `"…"` with escapes and `\(…)` interpolations (which may hold
/// parentheses, strings and comments of their own), multi-line `"""…"""` and raw `#"…"#`
/// literals with any number of `#`; numbers; names, backticked ones too; runs of operator
/// characters. Anything unfinished (a string or comment at the file's end) ends where the text
/// does, or, for a one-line string, at its line's end.
struct SwiftTokenizer {
    /// The text being cut.
    let bytes: [UInt8]
    /// Where the next token or comment is looked for.
    var index = 0
    /// The tokens found so far.
    private(set) var tokens: [SwiftToken] = []
    /// The comments found so far.
    private(set) var comments: [SwiftComment] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A byte-order mark at the start is not part of the first token.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The byte `offset` bytes past the current one; 0 past the end.
    func peek(_ offset: Int = 0) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    /// Reads the whole text.
    mutating func run() {
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            if ASCII.isWhitespace(byte) {
                index += 1
            } else if byte == ASCII.slash, peek(1) == ASCII.slash {
                skipLineComment()
                let isDocumentation =
                    start + 2 < bytes.count && bytes[start + 2] == ASCII.slash
                    && (start + 3 >= bytes.count || bytes[start + 3] != ASCII.slash)
                comments.append(SwiftComment(range: start..<index, isLineComment: true, isDocumentation: isDocumentation))
            } else if byte == ASCII.slash, peek(1) == ASCII.star {
                skipBlockComment()
                let isDocumentation = index - start > 4 && bytes[start + 2] == ASCII.star && bytes[start + 3] != ASCII.slash
                comments.append(SwiftComment(range: start..<index, isLineComment: false, isDocumentation: isDocumentation))
            } else {
                let kind = readToken()
                append(kind, from: start)
            }
        }
    }

    /// Reads the token that starts at `index` and says what sort it was.
    private mutating func readToken() -> SwiftToken.Kind {
        let byte = bytes[index]
        if byte == ASCII.quote || rawStringHashes(at: index) != nil {
            skipStringLiteral()
            return .string
        }
        if ASCII.isIdentifierHead(byte) {
            while index < bytes.count, ASCII.isIdentifierBody(bytes[index]) { index += 1 }
            return .identifier
        }
        if byte == ASCII.backtick, let close = closingBacktick() {
            index = close + 1
            return .identifier
        }
        if ASCII.isDigit(byte) {
            skipNumber()
            return .number
        }
        if byte == ASCII.dot, ASCII.isDigit(peek(1)), !followsOperand() {
            index += 1
            skipNumber()
            return .number
        }
        if byte == ASCII.dot {
            index += 1
            while index < bytes.count, bytes[index] == ASCII.dot || ASCII.isOperatorCharacter(bytes[index]),
                !startsComment(at: index)
            {
                index += 1
            }
            return .operatorRun
        }
        if ASCII.isOperatorCharacter(byte) {
            index += 1
            while index < bytes.count, ASCII.isOperatorCharacter(bytes[index]), !startsComment(at: index) { index += 1 }
            return .operatorRun
        }
        index += 1
        return .punctuation
    }

    /// Records the token from `start` to `index`.
    private mutating func append(_ kind: SwiftToken.Kind, from start: Int) {
        let previousEnd = tokens.last?.range.upperBound ?? 0
        let gap = bytes[previousEnd..<start]
        tokens.append(
            SwiftToken(
                kind: kind,
                text: String(decoding: bytes[start..<index], as: UTF8.self),
                range: start..<index,
                hasSpaceBefore: tokens.isEmpty || !gap.isEmpty,
                startsLine: tokens.isEmpty || gap.contains(where: ASCII.isLineBreak)
            ))
    }

    /// Whether the token before touches this one and ends an operand (a name, a number, a string,
    /// `)` or `]`), so that a dot here is a member access (`pair.0`), not a number (`.5`).
    private func followsOperand() -> Bool {
        guard let last = tokens.last, last.range.upperBound == index else { return false }
        return last.kind == .identifier || last.kind == .number || last.kind == .string || last.is(")") || last.is("]")
    }

    /// Whether a comment starts at `offset`.
    private func startsComment(at offset: Int) -> Bool {
        offset + 1 < bytes.count && bytes[offset] == ASCII.slash
            && (bytes[offset + 1] == ASCII.slash || bytes[offset + 1] == ASCII.star)
    }

    /// The offset of the backtick that closes the one at `index` on the same line, if any.
    private func closingBacktick() -> Int? {
        var offset = index + 1
        while offset < bytes.count, !ASCII.isLineBreak(bytes[offset]) {
            if bytes[offset] == ASCII.backtick { return offset > index + 1 ? offset : nil }
            offset += 1
        }
        return nil
    }

    /// Skips the digits, letters, underscores, fraction and signed exponent of a number literal.
    private mutating func skipNumber() {
        let isHexadecimal = peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        let exponentMarks: [UInt8] =
            isHexadecimal ? [UInt8(ascii: "p"), UInt8(ascii: "P")] : [UInt8(ascii: "e"), UInt8(ascii: "E")]
        while index < bytes.count {
            let byte = bytes[index]
            if ASCII.isDigit(byte) || ASCII.isLetter(byte) || byte == ASCII.underscore {
                index += 1
            } else if byte == ASCII.dot, ASCII.isDigit(peek(1)) {
                index += 1
            } else if byte == ASCII.plus || byte == ASCII.minus, index > 0, exponentMarks.contains(bytes[index - 1]),
                ASCII.isDigit(peek(1))
            {
                index += 1
            } else {
                return
            }
        }
    }

    /// Skips a `//` comment up to (not including) its line break.
    mutating func skipLineComment() {
        while index < bytes.count, !ASCII.isLineBreak(bytes[index]) { index += 1 }
    }

    /// Skips a `/* */` comment and the ones nested in it.
    mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == ASCII.slash, peek(1) == ASCII.star {
                depth += 1
                index += 2
            } else if bytes[index] == ASCII.star, peek(1) == ASCII.slash {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }
}
