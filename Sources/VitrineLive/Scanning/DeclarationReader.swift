/// Finds the file-scope type, extension and protocol declarations of one tokenized file:
///
/// ```
/// [doc comments] [@attributes] [modifiers] struct|class|enum|actor|protocol Name[<…>] [: List] [where …] {
/// [doc comments] [@attributes] [modifiers] extension Name[: List] [where …] {
/// ```
///
/// Only braces at the file's top level count; what lies inside a body (nested types among it)
/// is skipped. `#if` lines are read past, so both branches are scanned.
enum DeclarationReader {
    /// The words that declare what the reader looks for.
    static let declarationWords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]
    /// The modifiers that may come before a file-scope declaration.
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "indirect",
        "nonisolated", "distributed",
    ]
    /// Words that end an unfinished header: a name never holds them.
    static let stopWords: Set<String> = declarationWords.union(["func", "var", "let", "import", "typealias", "init"])

    /// The declarations of `file`, in the order they appear.
    static func declarations(in file: TokenizedFile) -> [TypeDeclaration] {
        let tokens = file.tokens
        var found: [TypeDeclaration] = []
        var depth = 0
        var firstModifier: Int?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0 {
                if token.kind == .punctuation, token.is("@") {
                    firstModifier = firstModifier ?? index
                    index = file.afterAttribute(at: index, before: tokens.count)
                    continue
                }
                if token.kind == .identifier, modifiers.contains(token.text) {
                    firstModifier = firstModifier ?? index
                    index = file.afterModifierDetail(at: index + 1, before: tokens.count)
                    continue
                }
                if token.kind == .identifier, declarationWords.contains(token.text),
                    let declaration = declaration(at: index, firstModifier: firstModifier ?? index, in: file)
                {
                    found.append(declaration)
                    index = declaration.body.upperBound + 1
                    firstModifier = nil
                    continue
                }
                firstModifier = nil
            }
            depth = max(0, depth + (token.is("{") || token.is("}") ? token.bracketStep : 0))
            index += 1
        }
        return found
    }

    /// The declaration whose word is at `keyword`, its attributes and modifiers starting at
    /// `firstModifier`; `nil` when what follows is not a declaration's header and body.
    private static func declaration(at keyword: Int, firstModifier: Int, in file: TokenizedFile) -> TypeDeclaration? {
        let tokens = file.tokens
        let end = tokens.count
        let word = tokens[keyword].text
        var index = keyword + 1
        guard index < end, tokens[index].kind == .identifier, !stopWords.contains(tokens[index].text) else { return nil }
        let nameToken = index
        var nameParts = [tokens[index].name]
        index += 1
        while word == "extension", index + 1 < end, tokens[index].is("."), !tokens[index].hasSpaceBefore,
            tokens[index + 1].kind == .identifier
        {
            nameParts.append(tokens[index + 1].name)
            index += 2
        }
        var isGeneric = false
        if index < end, tokens[index].kind == .operatorRun, tokens[index].text.hasPrefix("<") {
            isGeneric = word != "extension"
            index = file.afterAngleBrackets(from: index, before: end)
        }
        var inheritedNames: [String] = []
        if index < end, tokens[index].is(":") {
            guard let listEnd = inheritanceListEnd(from: index + 1, in: file) else { return nil }
            inheritedNames = names(inInheritanceList: (index + 1)..<listEnd, of: file)
            index = listEnd
        }
        if index < end, tokens[index].is("where") {
            while index < end, !tokens[index].is("{") {
                if tokens[index].is("}") || tokens[index].is(";") || stopWords.contains(tokens[index].text) { return nil }
                index += 1
            }
        }
        guard index < end, tokens[index].is("{") else { return nil }
        let close = file.closingBrace(of: index)
        let bodyEnd = close ?? end
        let byteEnd = close.map { tokens[$0].range.upperBound } ?? file.source.bytes.count
        let byteStart = leadingDocumentationStart(before: tokens[firstModifier].range.lowerBound, in: file)
        return TypeDeclaration(
            keyword: word,
            name: nameParts.joined(separator: "."),
            nameToken: nameToken,
            isGeneric: isGeneric,
            isPrivate: tokens[firstModifier..<keyword].contains { $0.is("private") || $0.is("fileprivate") },
            isMainActor: (firstModifier..<keyword).contains { tokens[$0].is("@") && tokens[$0 + 1].is("MainActor") },
            inheritedNames: inheritedNames,
            body: (index + 1)..<bodyEnd,
            byteRange: byteStart..<byteEnd
        )
    }

    /// The index of the `where` or `{` that ends an inheritance list starting at `start`; `nil`
    /// when something a list never holds comes first.
    private static func inheritanceListEnd(from start: Int, in file: TokenizedFile) -> Int? {
        var angleDepth = 0
        var index = start
        while index < file.tokens.count {
            let token = file.tokens[index]
            if angleDepth == 0, token.is("{") || token.is("where") { return index }
            if token.is("}") || token.is(";") || token.is("=") || stopWords.contains(token.text) { return nil }
            angleDepth = max(0, angleDepth + token.angleStep)
            index += 1
        }
        return nil
    }

    /// The dotted names of an inheritance list's entries (split at `,` and `&`), attributes
    /// (`@unchecked`), `~` and `any` left out, generic arguments dropped.
    static func names(inInheritanceList range: Range<Int>, of file: TokenizedFile) -> [String] {
        var names: [String] = []
        var current: [String] = []
        var expectsName = true
        var angleDepth = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let token = file.tokens[index]
            if angleDepth == 0, token.is(",") || token.is("&") {
                if !current.isEmpty { names.append(current.joined(separator: ".")) }
                current = []
                expectsName = true
            } else if angleDepth == 0, token.is("@") {
                index = file.afterAttribute(at: index, before: range.upperBound)
                continue
            } else if angleDepth == 0, token.kind == .identifier, expectsName, token.text != "any" {
                current.append(token.name)
                expectsName = false
            } else if angleDepth == 0, token.is("."), !current.isEmpty {
                expectsName = true
            }
            angleDepth = max(0, angleDepth + token.angleStep)
            index += 1
        }
        if !current.isEmpty { names.append(current.joined(separator: ".")) }
        return names
    }

    /// Where the doc comments (`///`, `/** */`) right before `offset` start: each one separated
    /// from what follows by nothing but blanks and at most one line break; `offset` when none is.
    static func leadingDocumentationStart(before offset: Int, in file: TokenizedFile) -> Int {
        var start = offset
        for comment in file.comments.reversed() where comment.range.upperBound <= start {
            let gap = file.source.bytes[comment.range.upperBound..<start]
            guard comment.isDocumentation, gap.allSatisfy(ASCII.isWhitespace),
                SourceText.lineStarts(of: Array(gap)).count <= 2
            else { break }
            start = comment.range.lowerBound
        }
        return start
    }
}
