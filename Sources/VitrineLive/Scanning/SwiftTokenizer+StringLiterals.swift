extension SwiftTokenizer {
    /// How many `#` open a raw string literal at `offset` (`#"`, `##"""`, …); `nil` where none does.
    func rawStringHashes(at offset: Int) -> Int? {
        var end = offset
        while end < bytes.count, bytes[end] == ASCII.hash { end += 1 }
        return end > offset && end < bytes.count && bytes[end] == ASCII.quote ? end - offset : nil
    }

    /// Whether `count` hashes follow from `offset` on.
    private func hashes(_ count: Int, at offset: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        return bytes[offset..<offset + count].allSatisfy { $0 == ASCII.hash }
    }

    /// Skips a string literal starting at `index`: its opening hashes and quotes, its text,
    /// escapes and interpolations, and its closing quotes and hashes.
    mutating func skipStringLiteral() {
        let hashCount = rawStringHashes(at: index) ?? 0
        index += hashCount
        let isMultiline = peek(1) == ASCII.quote && peek(2) == ASCII.quote
        index += isMultiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.backslash, hashes(hashCount, at: index + 1) {
                index += 1 + hashCount
                if peek() == ASCII.openParenthesis {
                    index += 1
                    skipInterpolation()
                } else if index < bytes.count {
                    index += 1
                }
            } else if byte == ASCII.quote, isMultiline {
                if peek(1) == ASCII.quote, peek(2) == ASCII.quote, hashes(hashCount, at: index + 3) {
                    index += 3 + hashCount
                    return
                }
                index += 1
            } else if byte == ASCII.quote, hashes(hashCount, at: index + 1) {
                index += 1 + hashCount
                return
            } else if !isMultiline, ASCII.isLineBreak(byte) {
                return
            } else {
                index += 1
            }
        }
    }

    /// Skips the inside of `\(…)` and its closing parenthesis: nested parentheses, strings and
    /// comments included.
    private mutating func skipInterpolation() {
        var depth = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.openParenthesis {
                depth += 1
                index += 1
            } else if byte == ASCII.closeParenthesis {
                depth -= 1
                index += 1
                if depth == 0 { return }
            } else if byte == ASCII.quote || rawStringHashes(at: index) != nil {
                skipStringLiteral()
            } else if byte == ASCII.slash, peek(1) == ASCII.slash {
                skipLineComment()
            } else if byte == ASCII.slash, peek(1) == ASCII.star {
                skipBlockComment()
            } else {
                index += 1
            }
        }
    }
}
