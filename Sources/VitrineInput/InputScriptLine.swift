/// One line of an input script with its comment removed, cut into tokens at spaces and tabs.
struct InputScriptLine {
    /// The 1-based line number.
    let number: Int
    /// The tokens, in order; empty for a blank or comment-only line.
    let tokens: [Substring]
    /// The line up to its comment.
    private let content: Substring

    /// Cuts `text`, one line without its line break, into tokens.
    init(_ text: Substring, number: Int) {
        let content = text.prefix { $0 != "#" }
        self.number = number
        self.content = content
        self.tokens = content.split { $0 == " " || $0 == "\t" }
    }

    /// The text from the token at `index` to the last token, inner spacing kept as written;
    /// `nil` if there is no such token.
    func text(fromToken index: Int) -> Substring? {
        guard index < tokens.count, let last = tokens.last else { return nil }
        return content[tokens[index].startIndex..<last.endIndex]
    }
}
