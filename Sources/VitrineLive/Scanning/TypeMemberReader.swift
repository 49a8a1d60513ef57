/// Reads the top level of one type body (what lies between its braces, outside any nested
/// braces, parentheses or brackets): its `var`/`let` bindings and its `init`s.
///
/// A binding reads as `[@attributes] [modifiers] var|let name [: Type] [= expression]
/// [{ accessors or observers }] [, name …]`. The initializer expression ends at a `,` or `;` or
/// the body's `}` outside brackets, at a `{` that opens `willSet`/`didSet`, or at a line break,
/// unless the next line starts with an operator or `.` or this one ends with a binary operator.
struct TypeMemberReader {
    /// Modifiers a member may have.
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "class",
        "lazy", "weak", "unowned", "override", "dynamic", "nonisolated", "required", "convenience",
        "optional", "mutating", "nonmutating", "indirect", "distributed",
    ]

    /// The file the body is in.
    let file: TokenizedFile
    /// The indices of the body's tokens.
    let body: Range<Int>

    /// The members at the top level of `body` in `file`.
    static func members(of body: Range<Int>, in file: TokenizedFile) -> TypeMembers {
        TypeMemberReader(file: file, body: body).read()
    }

    /// The file's tokens.
    var tokens: [SwiftToken] { file.tokens }
    /// The index of the body's closing brace (or the file's end): nothing is read from here on.
    var end: Int { body.upperBound }

    /// Reads the body from its first token to its last.
    private func read() -> TypeMembers {
        var members = TypeMembers()
        var modifiers: Set<String> = []
        var depth = 0
        var index = body.lowerBound
        while index < end {
            let token = tokens[index]
            if depth == 0 {
                if token.kind == .punctuation, token.is("@") {
                    index = file.afterAttribute(at: index, before: end)
                    continue
                }
                if token.kind == .identifier, Self.modifiers.contains(token.text) {
                    modifiers.insert(token.text)
                    index = file.afterModifierDetail(at: index + 1, before: end)
                    continue
                }
                if token.is("var") || token.is("let") {
                    index = readBindings(at: index, modifiers: modifiers, into: &members)
                    modifiers = []
                    continue
                }
                if token.is("init"), index == body.lowerBound || !tokens[index - 1].is(".") {
                    index = readInitializer(at: index, into: &members)
                    modifiers = []
                    continue
                }
                modifiers = []
            }
            depth = max(0, depth + token.bracketStep)
            index += 1
        }
        return members
    }

    /// Reads the bindings of the `var` or `let` at `keyword`; returns the index after them.
    private func readBindings(at keyword: Int, modifiers: Set<String>, into members: inout TypeMembers) -> Int {
        var index = keyword + 1
        while index < end, tokens[index].kind == .identifier, !DeclarationReader.stopWords.contains(tokens[index].text) {
            let nameToken = index
            index += 1
            var declaredType: String?
            if index < end, tokens[index].is(":") {
                let typeEnd = endOfType(from: index + 1)
                declaredType = tokens[(index + 1)..<typeEnd].map(\.text).joined()
                index = typeEnd
            }
            var initializer: Range<Int>?
            if index < end, tokens[index].is("=") {
                let expressionEnd = endOfExpression(from: index + 1)
                if expressionEnd > index + 1 { initializer = (index + 1)..<expressionEnd }
                index = expressionEnd
            }
            var isComputed = false
            if index < end, tokens[index].is("{") {
                isComputed = initializer == nil && !opensObservers(at: index)
                index = (file.closingBracket(of: index, before: end) ?? end - 1) + 1
            }
            members.properties.append(
                PropertyDeclaration(
                    name: tokens[nameToken].name,
                    nameToken: nameToken,
                    isVariable: tokens[keyword].is("var"),
                    isStatic: modifiers.contains("static") || modifiers.contains("class"),
                    isLazy: modifiers.contains("lazy"),
                    isComputed: isComputed,
                    declaredType: declaredType,
                    initializer: initializer
                ))
            guard index < end, tokens[index].is(",") else { break }
            index += 1
        }
        return index
    }

    /// Whether the `{` at `open` starts `willSet`/`didSet` observers rather than a getter.
    private func opensObservers(at open: Int) -> Bool {
        var index = open + 1
        while index < end, tokens[index].is("@") { index = file.afterAttribute(at: index, before: end) }
        return index < end && (tokens[index].is("willSet") || tokens[index].is("didSet"))
    }

    /// The index after a declared type starting at `start`: the first `=`, `{`, `,`, `;` or line
    /// break outside its brackets ends it.
    private func endOfType(from start: Int) -> Int {
        var depth = 0, angleDepth = 0
        var index = start
        while index < end {
            let token = tokens[index]
            if depth == 0, angleDepth == 0, index > start {
                if token.startsLine || token.is("=") || token.is("{") || token.is(",") || token.is(";") { break }
            }
            if depth == 0, token.bracketStep < 0 || token.is("{") { break }
            depth += token.bracketStep
            angleDepth = max(0, angleDepth + token.angleStep)
            index += 1
        }
        return index
    }

    /// The index after an initializer expression starting at `start`. Commas between the angle
    /// brackets of generic arguments (`Pair<Int, Int>()`, a `<` right after a name) don't end it.
    private func endOfExpression(from start: Int) -> Int {
        var depth = 0, angleDepth = 0
        var index = start
        while index < end {
            let token = tokens[index]
            if token.kind == .operatorRun, token.text.hasPrefix("<"), !token.hasSpaceBefore, index > start,
                tokens[index - 1].kind == .identifier
            {
                angleDepth += token.angleStep
            } else if angleDepth > 0 {
                angleDepth = max(0, angleDepth + min(0, token.angleStep))
            }
            if depth == 0 {
                if token.is(";") || token.bracketStep < 0 || (token.is(",") && angleDepth == 0) { break }
                if index > start, token.is("{"), opensObservers(at: index) { break }
                if index > start, token.startsLine, !continuesExpression(after: tokens[index - 1], with: token) { break }
            }
            depth = max(0, depth + token.bracketStep)
            index += 1
        }
        return index
    }

    /// Whether an expression goes on across the line break between `previous` and `next`: the
    /// next line starts with an operator or `.`, or this one ends with a binary operator.
    private func continuesExpression(after previous: SwiftToken, with next: SwiftToken) -> Bool {
        next.kind == .operatorRun || (previous.kind == .operatorRun && previous.hasSpaceBefore)
    }
}
