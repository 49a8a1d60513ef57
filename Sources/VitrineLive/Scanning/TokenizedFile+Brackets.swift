extension TokenizedFile {
    /// The index of the token that closes the bracket opened at `open` (any of `( [ {`, counted
    /// together), looking no further than `limit`; `nil` when it stays open.
    func closingBracket(of open: Int, before limit: Int) -> Int? {
        var depth = 0
        var index = open
        while index < limit {
            depth += tokens[index].bracketStep
            if depth <= 0 { return index }
            index += 1
        }
        return nil
    }

    /// The index of the `}` that closes the brace at `open`, counting braces only (so that a
    /// stray parenthesis inside a body does not hide its end); `nil` when it stays open.
    func closingBrace(of open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count where tokens[index].is("{") || tokens[index].is("}") {
            depth += tokens[index].bracketStep
            if depth <= 0 { return index }
        }
        return nil
    }

    /// The index after the angle brackets that open at `open` (`<T: P, U>`), counting `<` and
    /// `>` in operator runs; `limit` where they stay open.
    func afterAngleBrackets(from open: Int, before limit: Int) -> Int {
        var depth = 0
        var index = open
        while index < limit {
            depth += tokens[index].angleStep
            index += 1
            if depth <= 0 { return index }
        }
        return limit
    }

    /// The index after the attribute whose `@` is at `at`: `@MainActor`, `@Module.Wrapper`,
    /// `@available(macOS 14, *)` (the parentheses count only when they touch the name).
    func afterAttribute(at: Int, before limit: Int) -> Int {
        var index = at + 1
        guard index < limit, tokens[index].kind == .identifier else { return index }
        index += 1
        while index + 1 < limit, tokens[index].is("."), tokens[index + 1].kind == .identifier {
            index += 2
        }
        if index < limit, tokens[index].is("("), !tokens[index].hasSpaceBefore,
            let close = closingBracket(of: index, before: limit)
        {
            return close + 1
        }
        return index
    }

    /// The index after a modifier's parenthesized detail at `index` (`private(set)`,
    /// `nonisolated(unsafe)`), or `index` when there is none.
    func afterModifierDetail(at index: Int, before limit: Int) -> Int {
        guard index + 2 < limit, tokens[index].is("("), tokens[index + 1].kind == .identifier,
            tokens[index + 2].is(")")
        else { return index }
        return index + 3
    }
}
