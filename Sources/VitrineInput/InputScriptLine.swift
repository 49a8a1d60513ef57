/// One line of an input script with its comment removed, cut into tokens at spaces and tabs.
struct InputScriptLine {
    /// The 1-based line number.
    let number: Int
    /// The tokens, in order; empty for a blank or comment-only line.
    let tokens: [Substring]
    /// The line up to its comment.
    private let content: Substring
    /// Whether a comment (`#` to the end of the line) follows ``content``.
    private let hasComment: Bool

    /// Cuts `text`, one line without its line break, into tokens.
    init(_ text: Substring, number: Int) {
        let content = text.prefix { $0 != "#" }
        self.number = number
        self.content = content
        hasComment = content.endIndex != text.endIndex
        self.tokens = content.split(whereSeparator: Self.isSeparator)
    }

    /// Whether `character` separates tokens: a space or a tab.
    static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    /// The text from the token at `index` to the last token, inner spacing kept as written;
    /// `nil` if there is no such token.
    func text(fromToken index: Int) -> Substring? {
        guard index < tokens.count, let last = tokens.last else { return nil }
        return content[tokens[index].startIndex..<last.endIndex]
    }

    /// The rest of the line after the token at `index` and the one space or tab that follows
    /// it, spaces and tabs included wherever they are, to the end of the line; where a comment
    /// follows, up to the spaces and tabs before its `#`. `nil` when that leaves nothing.
    ///
    /// `0 text ␣␣` gives two spaces, `0 text ␣a b␣` gives " a b ", `0 text a #b` gives "a".
    func rest(afterToken index: Int) -> Substring? {
        guard index < tokens.count else { return nil }
        var rest = content[tokens[index].endIndex...].dropFirst()
        if hasComment {
            while let last = rest.last, Self.isSeparator(last) { rest = rest.dropLast() }
        }
        return rest.isEmpty ? nil : rest
    }
}
