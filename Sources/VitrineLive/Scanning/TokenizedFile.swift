/// One Swift file cut into tokens and comments, in the order they appear.
struct TokenizedFile: Sendable {
    /// The file's text, and where its lines start.
    let source: SourceText
    /// Its tokens, comments left out.
    let tokens: [SwiftToken]
    /// Its comments, outside string literals.
    let comments: [SwiftComment]

    /// Cuts `text` (the file at `path`) into tokens and comments.
    init(path: String, text: String) {
        let source = SourceText(path: path, text: text)
        var tokenizer = SwiftTokenizer(bytes: source.bytes)
        tokenizer.run()
        self.source = source
        tokens = tokenizer.tokens
        comments = tokenizer.comments
    }

    /// The file's text from the start of token `first` through the end of token `last`.
    func text(from first: Int, through last: Int) -> String {
        source.text(tokens[first].range.lowerBound..<tokens[last].range.upperBound)
    }
}
