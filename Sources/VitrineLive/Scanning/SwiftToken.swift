/// One token of Swift source: a name, a number, a whole string literal, an operator or a
/// punctuation mark, with where it lies in its file. Comments are not tokens (see
/// ``SwiftComment``).
struct SwiftToken: Sendable, Hashable {
    /// What sort of token it is.
    enum Kind: Sendable, Hashable {
        /// A name or a keyword (`struct`, `amplitude`, `` `default` ``, `$0`).
        case identifier
        /// A number literal (`1`, `0.5`, `1e-3`, `0x1F`, `.5`); a sign before it is an operator.
        case number
        /// A string literal, interpolations and all.
        case string
        /// A run of operator characters (`=`, `->`, `...`, `.`, `?`).
        case operatorRun
        /// One punctuation mark: `( ) [ ] { } , : ; @ #` or a character the scanner does not know.
        case punctuation
    }

    /// What sort of token it is.
    let kind: Kind
    /// The token's text as written.
    let text: String
    /// Its UTF-8 byte offsets in its file.
    let range: Range<Int>
    /// Whether space, a line break or a comment comes right before it (true at the file's start).
    let hasSpaceBefore: Bool
    /// Whether a line break comes between the token before and this one (true for the first).
    let startsLine: Bool

    /// Whether this is the unquoted keyword or mark `text`.
    func `is`(_ text: String) -> Bool {
        self.text == text
    }

    /// The name an identifier token gives, without backticks: "default" for `` `default` ``.
    var name: String {
        text.count >= 2 && text.hasPrefix("`") && text.hasSuffix("`") ? String(text.dropFirst().dropLast()) : text
    }

    /// The change in bracket depth this token makes: +1 for `( [ {`, −1 for `) ] }`, else 0.
    var bracketStep: Int {
        guard kind == .punctuation else { return 0 }
        switch text {
        case "(", "[", "{": return 1
        case ")", "]", "}": return -1
        default: return 0
        }
    }

    /// The change in angle-bracket depth this token makes in a type: each `<` opens one and
    /// each `>` closes one, except the `>` of `->`.
    var angleStep: Int {
        guard kind == .operatorRun else { return 0 }
        var step = 0
        var previous: Character = " "
        for character in text {
            if character == "<" { step += 1 }
            if character == ">" && previous != "-" { step -= 1 }
            previous = character
        }
        return step
    }
}
